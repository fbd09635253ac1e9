// The Log Activity form's values (a type, a summary, a day and a time) and their mapping to the
// API's create input, checked with the domain's lead activity schema.
import { z } from 'zod'
import {
  createLeadActivityInput,
  leadActivityTypes,
  type LeadActivityType,
} from '../../../domain/sales/lead-activity'
import { dateTimeFromInputs, toDateInputValue, toTimeInputValue } from '../../lib/date-input'
import { dayInstantSchema, instantFromDateInput } from '../../lib/date-input-schema'

export type ActivityFormValues = {
  type: LeadActivityType
  summary: string
  date: string
  time: string
}
export const activityFieldNames = ['type', 'summary', 'date', 'time'] as const

/** A call, now. */
export function activityFormValues(now: number): ActivityFormValues {
  return { type: 'Call', summary: '', date: toDateInputValue(now), time: toTimeInputValue(now) }
}

// The instant is checked under the name of the day's input, then sent as occurred_at.
const activityWire = createLeadActivityInput
  .omit({ occurred_at: true })
  .extend({ date: dayInstantSchema('Pick a date', 'Pick a date') })
  .transform(({ date, ...input }) => ({ ...input, occurred_at: date }))

export function activityFormSchema(leadId: string) {
  return z
    .object({
      type: z.enum(leadActivityTypes),
      summary: z.string(),
      date: z.string(),
      time: z.string(),
    })
    .transform(({ time, ...values }): z.input<typeof activityWire> => ({
      ...values,
      lead_id: leadId,
      date: instantFromDateInput(values.date, (day) => dateTimeFromInputs(day, time)),
    }))
    .pipe(activityWire)
}
