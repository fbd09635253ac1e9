// Reads what employees' week sheets are computed from, in one transaction: their entries, their
// crews' jobs' running time, their shifts and their timesheet states, for one or several weeks.
import { and, inList, lt } from '../../domain/shared/condition'
import type { TimesheetStatus } from '../../domain/time/time-api'
import { weekBounds } from '../../domain/time/time-week'
import { weekSheet, type WeekSheet } from '../../domain/time/week-sheet'
import type { JobRun } from '../../domain/time/work-segments'
import type { StoreTx } from '../shared/store'
import { jobRunsOfCrews } from './job-runs'

export type EmployeeLike = { id: string; name: string; hourly_rate: number }

export type EmployeeWeek = {
  employee: EmployeeLike
  sheet: WeekSheet
  status: TimesheetStatus
  note: string
  submitted_at: number | null
  decided_at: number | null
}

/** For each week (its Sunday) and each employee, their sheet; weeks in the order given. */
export async function weekSheetsOf(
  tx: StoreTx,
  employees: readonly EmployeeLike[],
  weeks: readonly string[],
  zone: string,
  now: number,
): Promise<EmployeeWeek[]> {
  if (employees.length === 0 || weeks.length === 0) return []
  const ids = employees.map((e) => e.id)
  const spans = weeks.map((week) => weekBounds(week, zone))
  const span = { start: spans[0]!.start, end: spans.at(-1)!.end }
  const entries = (await tx.time?.entriesOf(ids, span.start, span.end)) ?? []
  // Crews are few: read them all and keep those of these employees.
  const wanted = new Set(ids)
  const crews = (await tx.findAll('crews', and())).filter((crew) =>
    crew.members.some((id) => wanted.has(id)),
  )
  const runsByCrew = await jobRunsOfCrews(tx, crews, span, now)
  const shifts = await tx.findAll(
    'shifts',
    and(inList('employee_id', ids), lt('starts_at', span.end), {
      op: 'gt',
      field: 'ends_at',
      value: span.start,
    }),
  )
  const out: EmployeeWeek[] = []
  for (const week of weeks) {
    const states = (await tx.time?.timesheetsOf(ids, week)) ?? []
    for (const employee of employees) {
      const jobs: JobRun[] = crews
        .filter((crew) => crew.members.includes(employee.id))
        .flatMap((crew) => runsByCrew.get(crew.id) ?? [])
      const state = states.find((s) => s.employee_id === employee.id)
      out.push({
        employee,
        sheet: weekSheet({
          week_start: week,
          zone,
          now,
          entries: entries.filter((e) => e.employee_id === employee.id),
          jobs,
          shifts: shifts.filter((s) => s.employee_id === employee.id),
          hourly_rate: employee.hourly_rate,
        }),
        status: state?.status ?? 'open',
        note: state?.note ?? '',
        submitted_at: state?.submitted_at ?? null,
        decided_at: state?.decided_at ?? null,
      })
    }
  }
  return out
}
