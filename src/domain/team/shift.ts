// An employee's work shift (the Schedule tab of the employee detail): when it starts and ends, and
// optionally the job it is for.
import { z } from 'zod'
import { AppError } from '../shared/app-error'
import { and, eq, lt, neq, type Condition } from '../shared/condition'
import { epochMsSchema, idSchema, longText, versionSchema } from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

const HOUR = 3_600_000
/** Longer than a day is a typo (a wrong date), not a shift. */
export const MAX_SHIFT_HOURS = 24
export const END_AFTER_START_MESSAGE = 'End time must be after the start time'
export const SHIFT_TOO_LONG_MESSAGE = `A shift can be at most ${MAX_SHIFT_HOURS} hours long`
export const NO_UPCOMING_SHIFTS_TEXT = 'No upcoming shifts'

export const shiftSchema = z.object({
  id: idSchema,
  employee_id: idSchema,
  starts_at: epochMsSchema,
  ends_at: epochMsSchema,
  job_id: idSchema.nullable(),
  note: z.string(),
  created_at: epochMsSchema,
  version: versionSchema,
})
export type Shift = z.infer<typeof shiftSchema>

/** Why a start/end pair is refused, or null when it is a valid shift. */
export function shiftTimesProblem(startsAt: number, endsAt: number): string | null {
  if (endsAt <= startsAt) return END_AFTER_START_MESSAGE
  if (endsAt - startsAt > MAX_SHIFT_HOURS * HOUR) return SHIFT_TOO_LONG_MESSAGE
  return null
}

const fields = {
  starts_at: epochMsSchema,
  ends_at: epochMsSchema,
  job_id: idSchema.nullable(),
  note: longText('Note'),
}

export const createShiftInput = z
  .object({
    employee_id: idSchema,
    starts_at: fields.starts_at,
    ends_at: fields.ends_at,
    job_id: fields.job_id.default(null),
    note: fields.note.default(''),
  })
  .strict()
  .superRefine((input, ctx) => {
    const problem = shiftTimesProblem(input.starts_at, input.ends_at)
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['ends_at'] })
  })
export type CreateShiftInput = z.input<typeof createShiftInput>

// The employee is not patchable: a shift moves to someone else by deleting and adding it, so the
// overlap check always guards one employee's row.
export const patchShiftInput = z
  .object({ ...fields, version: versionSchema })
  .partial()
  .strict()
export type PatchShiftInput = z.input<typeof patchShiftInput>

/** Applies a patch, checking the times as they are after it (only one of them may be sent). */
export function patchShift(
  shift: Shift,
  patch: z.output<typeof patchShiftInput>,
): Omit<Shift, 'version'> {
  const next = mergePatch(shift, patch)
  const problem = shiftTimesProblem(next.starts_at, next.ends_at)
  if (problem) throw new AppError('VALIDATION', problem, { ends_at: problem })
  return next
}

/** Shifts that have not ended by `now` (the Schedule tab's coming shifts, the current one included). */
export function upcomingShiftsCondition(now: number): Condition {
  return { op: 'gt', field: 'ends_at', value: now }
}

/**
 * The employee's other shifts that share time with [startsAt, endsAt). Touching ones (one ends when
 * the other starts) do not overlap.
 */
export function overlappingShiftsCondition(
  shift: Pick<Shift, 'id' | 'employee_id' | 'starts_at' | 'ends_at'>,
): Condition {
  return and(
    eq('employee_id', shift.employee_id),
    neq('id', shift.id),
    lt('starts_at', shift.ends_at),
    { op: 'gt', field: 'ends_at', value: shift.starts_at },
  )
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** '8:00 AM' at a local time (epoch ms already moved to local, read as UTC). */
function clockText(local: Date): string {
  const hours = local.getUTCHours()
  const minutes = String(local.getUTCMinutes()).padStart(2, '0')
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}

/**
 * 'Nov 26, 2026, 8:00 AM - 12:00 PM' in the user's time zone (minutes east of UTC, as the API's tz),
 * the end's date added when it falls on another day. Built by hand rather than with Intl so the
 * server and the browser write exactly the same text.
 */
export function shiftTimeText(
  shift: Pick<Shift, 'starts_at' | 'ends_at'>,
  tzOffsetMinutes: number,
): string {
  const dateText = (d: Date) =>
    `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`
  const start = new Date(shift.starts_at + tzOffsetMinutes * 60_000)
  const end = new Date(shift.ends_at + tzOffsetMinutes * 60_000)
  const endDate = dateText(end) === dateText(start) ? '' : `${dateText(end)}, `
  return `${dateText(start)}, ${clockText(start)} - ${endDate}${clockText(end)}`
}

export function overlapMessage(
  other: Pick<Shift, 'starts_at' | 'ends_at'>,
  tzOffsetMinutes: number,
): string {
  return `This shift overlaps another shift of this employee (${shiftTimeText(other, tzOffsetMinutes)})`
}

export const shiftResource = defineResource({
  name: 'shifts',
  label: 'Shift',
  schema: shiftSchema,
  createInput: createShiftInput,
  patchInput: patchShiftInput,
  build: (input, { now, newId }) => ({ id: newId(), ...input, created_at: now }),
  applyPatch: (shift, patch) => patchShift(shift, patch),
  list: {
    search: ['note'],
    filters: { upcoming: ({ now }) => upcomingShiftsCondition(now) },
    fields: { employee_id: 'uuid', job_id: 'uuid' },
    sorts: {
      start: { field: 'starts_at', direction: 'asc', kind: 'number' },
      latest: { field: 'starts_at', direction: 'desc', kind: 'number' },
    },
    defaultSort: 'start',
  },
  referencedBy: [],
})
