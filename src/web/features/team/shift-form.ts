// The Add/Edit Shift form: a local day, start and end times, an optional job and a note, checked by
// one zod schema (zodResolver) that turns them into the API's instants with the domain's time rule.
import { z } from 'zod'
import { shiftTimesProblem, type Shift } from '../../../domain/team/shift'
import { longText } from '../../../domain/shared/fields'
import { dateTimeFromInputs, toDateInputValue, toTimeInputValue } from '../../lib/date-input'
import { dayInputSchema, timeInputSchema } from '../../lib/date-input-schema'

export type ShiftFormValues = {
  date: string
  start: string
  end: string
  job_id: string
  note: string
}
export const shiftFormNames = ['date', 'start', 'end', 'job_id', 'note'] as const

/** Local instants of the form's day and times; an end before the start is on the next day. */
export function shiftInstants(
  values: Pick<ShiftFormValues, 'date' | 'start' | 'end'>,
): { starts_at: number; ends_at: number; isOvernight: boolean } | null {
  const startsAt = dateTimeFromInputs(values.date, values.start)
  const sameDayEnd = dateTimeFromInputs(values.date, values.end)
  if (startsAt === null || sameDayEnd === null) return null
  const isOvernight = values.end < values.start
  const nextDay = new Date(sameDayEnd)
  if (isOvernight) nextDay.setDate(nextDay.getDate() + 1)
  return { starts_at: startsAt, ends_at: nextDay.getTime(), isOvernight }
}

export const shiftFormSchema = z
  .object({
    date: dayInputSchema('Date is required'),
    start: timeInputSchema('Start time'),
    end: timeInputSchema('End time'),
    job_id: z.string(),
    note: longText('Note'),
  })
  .transform((values, ctx) => {
    const instants = shiftInstants(values)
    if (!instants) {
      ctx.addIssue({ code: 'custom', message: 'Date is required', path: ['date'] })
      return z.NEVER
    }
    // The domain's rule, so the form refuses exactly what the API would.
    const problem = shiftTimesProblem(instants.starts_at, instants.ends_at)
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem, path: ['end'] })
      return z.NEVER
    }
    return {
      starts_at: instants.starts_at,
      ends_at: instants.ends_at,
      job_id: values.job_id === '' ? null : values.job_id,
      note: values.note,
    }
  })
export type ShiftFormOutput = z.output<typeof shiftFormSchema>

/** A new shift: today, 8:00 AM to 4:00 PM. */
export function newShiftValues(now: number): ShiftFormValues {
  return { date: toDateInputValue(now), start: '08:00', end: '16:00', job_id: '', note: '' }
}

export function shiftValues(shift: Shift): ShiftFormValues {
  return {
    date: toDateInputValue(shift.starts_at),
    start: toTimeInputValue(shift.starts_at),
    end: toTimeInputValue(shift.ends_at),
    job_id: shift.job_id ?? '',
    note: shift.note,
  }
}

/** Where the API's field messages go on this form (its times are one date and two clock times). */
export const apiFieldToFormField: Record<string, (typeof shiftFormNames)[number]> = {
  starts_at: 'start',
  ends_at: 'end',
  job_id: 'job_id',
  note: 'note',
}
