// The time part of a backup (issue #32 section 3): employees' entries and their weeks' states, each
// naming an employee of the backup, once; a user the backup lacks is forgotten (as when one is
// deleted), the time stays.
import { z } from 'zod'
import { AppError, parseOrThrow } from '../shared/app-error'
import { timeEntrySchema, type TimeEntry } from './time-api'
import { timesheetRecordSchema, type TimesheetRecord } from './timesheet-record'

export type TimeBackup = { time_entries: TimeEntry[]; timesheets: TimesheetRecord[] }

type Collections = Record<string, readonly Record<string, unknown>[]>

const refuse = (message: string): never => {
  throw new AppError('VALIDATION', `The backup cannot be restored: ${message}`)
}

export function timeBackupOf(
  collections: Collections,
  doc: { time_entries?: unknown; timesheets?: unknown },
  at: (part: string) => string,
): TimeBackup {
  const ids = (name: string) => new Set((collections[name] ?? []).map((r) => r.id))
  const employeeIds = ids('employees')
  const userIds = ids('users')
  const user = (id: string | null) => (id !== null && userIds.has(id) ? id : null)
  const entries = parseOrThrow(z.array(timeEntrySchema), doc.time_entries ?? [], at('time entries'))
  const sheets = parseOrThrow(
    z.array(timesheetRecordSchema),
    doc.timesheets ?? [],
    at('timesheets'),
  )
  const seen = new Set<string>()
  for (const row of entries) {
    if (!employeeIds.has(row.employee_id)) refuse('a time entry names no employee of the backup')
    if (seen.has(row.id)) refuse('a time entry repeats')
    seen.add(row.id)
  }
  for (const row of sheets) {
    if (!employeeIds.has(row.employee_id)) refuse('a timesheet names no employee of the backup')
    const key = `${row.employee_id} ${row.week_start}`
    if (seen.has(key)) refuse('a timesheet repeats')
    seen.add(key)
  }
  return {
    time_entries: entries.map((row) => ({ ...row, updated_by: user(row.updated_by) })),
    timesheets: sheets.map((row) => ({
      ...row,
      submitted_by: user(row.submitted_by),
      decided_by: user(row.decided_by),
    })),
  }
}
