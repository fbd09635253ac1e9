// Time (issue #32 section 3, decision 052): the contract between the time routes (api/time) and the
// screens that use them (Today's clock card, the timesheet, the job's costing). Times are epoch
// milliseconds; days are YYYY-MM-DD in the business's time zone; weeks run Sunday to Saturday as the
// calendar's; hours are decimals rounded to 2 places, money is in integer cents.
//
// The model: an employee's day clock is a run of entries that never overlap: `work` while clocked in,
// `break` during a break (Start break closes the open work entry and opens a break, End break closes
// it and opens work again; Clock out closes whatever is open). At most one entry of an employee is
// open (ends_at null). Job time is not clocked apart: a crew member's time on a job is the job's
// running time (Start or Resume to Pause or Finish, from job_activity) inside that member's work
// entries, for the members of the crew the job is assigned to.
import { z } from 'zod'
import { epochMsSchema, idSchema, versionSchema } from '../shared/fields'
import { dayStringSchema } from '../projects/today-query'
import { actedAtSchema } from '../field/acted-at'

export const TIME_ENTRY_KINDS = ['work', 'break'] as const
export type TimeEntryKind = (typeof TIME_ENTRY_KINDS)[number]

/** A position the browser gave with the user's consent (never asked for in between actions). */
export const locationStampSchema = z
  .object({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    /** Metres, as the browser reports it. */
    accuracy: z.number().min(0).max(100_000),
  })
  .strict()
export type LocationStamp = z.infer<typeof locationStampSchema>

/** One entry as the server keeps it (table time_entries, in backups). */
export const timeEntrySchema = z.object({
  id: idSchema,
  employee_id: idSchema,
  kind: z.enum(TIME_ENTRY_KINDS),
  starts_at: epochMsSchema,
  /** null: still open (clocked in, or on a break). */
  ends_at: epochMsSchema.nullable(),
  /** 'clock': from a clock action; 'office': added or changed by the Owner or the Office. */
  source: z.enum(['clock', 'office']),
  start_location: locationStampSchema.nullable(),
  end_location: locationStampSchema.nullable(),
  note: z.string().max(500),
  /** The user who clocked (a lead clocking in the crew: the lead), or who corrected it last. */
  updated_by: idSchema.nullable(),
  created_at: epochMsSchema,
  updated_at: epochMsSchema,
  /** When the server received the clock action that opened it (its start may be earlier: the
   *  phone's acted_at, issue #33); null for the office's entries, absent in older backups. */
  received_at: epochMsSchema.nullable().optional(),
  /** When the server received the clock action that closed it (its end may be earlier: acted_at);
   *  null while open, for the office's corrections and in older rows. */
  end_received_at: epochMsSchema.nullable().optional(),
  version: versionSchema,
})
export type TimeEntry = z.infer<typeof timeEntrySchema>

export const NO_OPEN_CLOCK = 'Not clocked in'
export const ALREADY_CLOCKED_IN = 'Already clocked in'
export const NOT_ON_BREAK = 'Not on a break'
export const ALREADY_ON_BREAK = 'Already on a break'
export const WEEK_APPROVED = 'This week is approved: its time cannot change'
export const TIME_NEEDS_THE_SERVER =
  'Time tracking needs the server: the browser-only demo keeps no clock'
export const NOT_YOUR_CREW = 'Employee not found'
export const SEND_BACK_NOTE_REQUIRED = 'Say what to fix'

/** POST /api/time/clock-in | clock-out | break-start | break-end */
export const clockBodySchema = z
  .object({
    /** Whom to clock: the caller's own employee record when absent. A Crew user: themself, or the
     *  members of a crew they lead. */
    employee_ids: z.array(idSchema).min(1).max(50).optional(),
    location: locationStampSchema.optional(),
    acted_at: actedAtSchema,
  })
  .strict()
export type ClockBody = z.infer<typeof clockBodySchema>

export type ClockState = 'out' | 'in' | 'break'

/** One person on the clock card. */
export type ClockPerson = {
  employee_id: string
  name: string
  state: ClockState
  /** When the current state began (null when out). */
  since: number | null
  /** Worked today so far, in hours (business's day). */
  today_hours: number
}

/** GET /api/time/clock: the caller first (when they have an employee record), then the members of
 *  the crews they lead (Owner, Office, Foreman: `crew_id=` for a crew's members). */
export type ClockAnswer = {
  me: ClockPerson | null
  crew: { id: string; name: string; members: ClockPerson[] } | null
}

/** The answer of a clock action: who moved, who was already in that state (skipped). */
export type ClockActionAnswer = {
  changed: ClockPerson[]
  skipped: { employee_id: string; name: string; reason: string }[]
  /** When the person acted (acted_at, else when received) and when the server received it. */
  acted_at: number
  received_at: number
}

/** POST /api/time-entries (Owner, Office): a correction; audited. */
export const createTimeEntrySchema = z
  .object({
    employee_id: idSchema,
    kind: z.enum(TIME_ENTRY_KINDS).default('work'),
    starts_at: epochMsSchema,
    ends_at: epochMsSchema,
    note: z.string().trim().max(500).default(''),
  })
  .strict()

/** PATCH /api/time-entries/:id (Owner, Office): audited with the values before. */
export const patchTimeEntrySchema = z
  .object({
    kind: z.enum(TIME_ENTRY_KINDS),
    starts_at: epochMsSchema,
    ends_at: epochMsSchema.nullable(),
    note: z.string().trim().max(500),
    version: versionSchema,
  })
  .partial()
  .required({ version: true })
  .strict()

export const TIMESHEET_STATUSES = ['open', 'submitted', 'approved'] as const
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number]

/** /api/timesheets/:employeeId/:week, where week is the Sunday that starts it. */
export const weekParamSchema = dayStringSchema

export type TimesheetJobHours = { job_id: string; title: string; hours: number }

export type TimesheetDay = {
  date: string
  worked_hours: number
  break_hours: number
  /** Worked time on each job (job time inside the clocked work), then the rest as not on a job. */
  jobs: TimesheetJobHours[]
  other_hours: number
  entries: TimeEntry[]
}

/** GET /api/timesheets/:employeeId/:week */
export type TimesheetAnswer = {
  employee: { id: string; name: string }
  week_start: string
  week_end: string
  time_zone: string
  status: TimesheetStatus
  /** The Owner's or Office's note when sent back. */
  note: string
  submitted_at: number | null
  decided_at: number | null
  days: TimesheetDay[]
  total_hours: number
  regular_hours: number
  /** Hours over 40 in the week. */
  overtime_hours: number
  /** Scheduled (shifts) in the week, beside the worked hours. */
  scheduled_hours: number
  /** Left out for a role that may not see pay rates. */
  rate?: number
  /** Worked hours x rate, at the base rate (no overtime premium), cents. */
  amount_cents?: number
  /** Whether the caller may submit, approve or send back, and edit entries, now. */
  can: { submit: boolean; approve: boolean; edit: boolean }
}

/** GET /api/timesheets?week=: every employee the caller may see, a line each. */
export type TimesheetLine = {
  employee_id: string
  name: string
  status: TimesheetStatus
  total_hours: number
  overtime_hours: number
}
export type TimesheetListAnswer = { week_start: string; items: TimesheetLine[] }

/** POST /api/timesheets/:employeeId/:week/send-back */
export const sendBackBodySchema = z
  .object({
    note: z
      .string({ message: SEND_BACK_NOTE_REQUIRED })
      .trim()
      .min(1, SEND_BACK_NOTE_REQUIRED)
      .max(500),
  })
  .strict()

/** GET /api/payroll.csv?from=&to=&approved=1 (Owner, Office): one row per employee, day and job. */
export const payrollQuerySchema = z
  .object({
    from: dayStringSchema,
    to: dayStringSchema,
    /** Only approved weeks ('1'); every recorded hour otherwise. */
    approved: z.enum(['0', '1']).optional(),
  })
  .strict()

export const PAYROLL_CSV_HEADER = [
  'Employee',
  'Date',
  'Job',
  'Regular hours',
  'Overtime hours',
  'Rate',
  'Amount at base rate',
] as const

/** GET /api/jobs/:id/costing (Owner, Office). */
export type JobCosting = {
  hours: number
  labour_cost_cents: number
  /** The amounts of the invoices whose related job is this one. */
  invoiced_cents: number
  margin_cents: number
  members: { employee_id: string; name: string; hours: number; rate: number; cost_cents: number }[]
}

/**
 * GET /api/employees/:id/summary gains `worked` beside the shifts' `week`: this week's recorded work
 * (clocked work entries inside the week), `approved` saying whether the week is approved (when not,
 * the figures are every recorded hour so far). `earnings` is left out for a role without pay:read.
 */
export type WorkedWeek = {
  hours: number
  earnings?: number
  status: TimesheetStatus
}

// Permissions (domain/access/permissions.ts): time:read (Owner, Office, Foreman: all; Crew: own),
// time:write, clocking and submitting (the same), time:manage, corrections, approval and payroll
// (Owner, Office). A Crew user's own reach is themself and the members of the crews they lead
// (crews.lead_employee_id). Location stamps are shown to time:manage only.
