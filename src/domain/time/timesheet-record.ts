// A week's timesheet state as the server keeps it (table timesheets, in backups): a week without a
// record is open.
import { z } from 'zod'
import { epochMsSchema, idSchema, versionSchema } from '../shared/fields'
import { dayStringSchema } from '../projects/today-query'
import { TIMESHEET_STATUSES } from './time-api'

export const timesheetRecordSchema = z.object({
  employee_id: idSchema,
  /** The Sunday (YYYY-MM-DD, business time zone) that starts the week. */
  week_start: dayStringSchema,
  status: z.enum(TIMESHEET_STATUSES),
  note: z.string().max(500),
  submitted_at: epochMsSchema.nullable(),
  submitted_by: idSchema.nullable(),
  decided_at: epochMsSchema.nullable(),
  decided_by: idSchema.nullable(),
  version: versionSchema,
})
export type TimesheetRecord = z.infer<typeof timesheetRecordSchema>

/** The state of a week that has no record yet. */
export const openTimesheet = (employeeId: string, weekStart: string): TimesheetRecord => ({
  employee_id: employeeId,
  week_start: weekStart,
  status: 'open',
  note: '',
  submitted_at: null,
  submitted_by: null,
  decided_at: null,
  decided_by: null,
  version: 0,
})
