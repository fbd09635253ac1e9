// One employee's week as the timesheet shows it and payroll pays it: each day's worked and break
// hours, hours per job and the rest as not on a job, overtime after 40 hours, the shifts' scheduled
// hours beside them, and the worked time at the base rate (no overtime premium).
import { msInPeriod } from '../team/shift-hours'
import type { Shift } from '../team/shift'
import { toCents } from '../shared/money'
import { addDays, dayOf } from '../projects/today'
import { hoursOf, shareOut, toHundredths } from './hundredths'
import { intersect, totalMs } from './intervals'
import type { TimeEntry, TimesheetDay } from './time-api'
import { weekDays } from './week-days'
import { weekBounds } from './time-week'
import { weekRows } from './week-rows'
import { entrySpans, workSegments, type JobRun } from './work-segments'

const HOUR = 3_600_000

export type WeekSheetInput = {
  week_start: string
  zone: string
  now: number
  /** The employee's entries that share time with the week. */
  entries: readonly TimeEntry[]
  /** The running time of the jobs of the crews the employee is a member of. */
  jobs: readonly JobRun[]
  shifts: readonly Pick<Shift, 'starts_at' | 'ends_at'>[]
  /** Dollars an hour. */
  hourly_rate: number
}

/** A payroll row: one day and one job (job_id null: not on a job). */
export type PayRow = {
  date: string
  job_id: string | null
  title: string
  regular_hours: number
  overtime_hours: number
  amount_cents: number
}

export type WeekSheet = {
  week_start: string
  week_end: string
  days: TimesheetDay[]
  total_hours: number
  regular_hours: number
  overtime_hours: number
  scheduled_hours: number
  /** Worked time x rate, rounded once; the rows' amounts share it out to the cent. */
  amount_cents: number
  rows: PayRow[]
}

export function weekSheet(input: WeekSheetInput): WeekSheet {
  const days = weekDays(input.week_start, input.zone)
  const span = weekBounds(input.week_start, input.zone)
  const work = intersect(entrySpans(input.entries, 'work', input.now), [span])
  const breaks = entrySpans(input.entries, 'break', input.now)
  const titles = new Map(input.jobs.map((job) => [job.job_id, job.title]))
  const rows = weekRows(workSegments(work, input.jobs), days).map((row) => ({
    ...row,
    regular: toHundredths(row.regular_ms),
    overtime: toHundredths(row.overtime_ms),
  }))
  const workedMs = totalMs(work)
  const amount = Math.round((toCents(input.hourly_rate) * workedMs) / HOUR)
  const shares = shareOut(
    amount,
    rows.map((row) => row.regular_ms + row.overtime_ms),
  )
  const payRows: PayRow[] = rows.map((row, i) => ({
    date: row.date,
    job_id: row.job_id,
    title: row.job_id === null ? '' : (titles.get(row.job_id) ?? ''),
    regular_hours: hoursOf(row.regular),
    overtime_hours: hoursOf(row.overtime),
    amount_cents: shares[i]!,
  }))
  const sum = (list: readonly { regular: number; overtime: number }[]) =>
    list.reduce((total, row) => total + row.regular + row.overtime, 0)
  const firstDay = days[0]!.date
  const entryDay = (entry: TimeEntry) => {
    const day = dayOf(entry.starts_at, input.zone)
    return day < firstDay ? firstDay : day
  }
  const sheetDays: TimesheetDay[] = days.map((day) => {
    const ofDay = rows.filter((row) => row.date === day.date)
    return {
      date: day.date,
      worked_hours: hoursOf(sum(ofDay)),
      break_hours: hoursOf(toHundredths(totalMs(intersect(breaks, [day])))),
      jobs: ofDay
        .filter((row) => row.job_id !== null)
        .map((row) => ({
          job_id: row.job_id!,
          title: titles.get(row.job_id!) ?? '',
          hours: hoursOf(row.regular + row.overtime),
        })),
      other_hours: hoursOf(sum(ofDay.filter((row) => row.job_id === null))),
      entries: input.entries
        .filter((entry) => entryDay(entry) === day.date)
        .sort((a, b) => a.starts_at - b.starts_at),
    }
  })
  const overtime = rows.reduce((total, row) => total + row.overtime, 0)
  const total = sum(rows)
  return {
    week_start: input.week_start,
    week_end: addDays(input.week_start, 6),
    days: sheetDays,
    total_hours: hoursOf(total),
    regular_hours: hoursOf(total - overtime),
    overtime_hours: hoursOf(overtime),
    scheduled_hours: hoursOf(
      toHundredths(input.shifts.reduce((ms, shift) => ms + msInPeriod(shift, span), 0)),
    ),
    amount_cents: amount,
    rows: payRows,
  }
}
