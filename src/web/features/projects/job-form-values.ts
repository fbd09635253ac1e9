// The New Job form's values (text as typed) and their mapping to the API's create input, checked
// with the domain's job schema.
import { z } from 'zod'
import { createJobInput } from '../../../domain/projects/job'
import { dateTimeFromInputs } from '../../lib/date-input'
import { dayInstantSchema, instantFromDateInput } from '../../lib/date-input-schema'

export type JobFormValues = {
  title: string
  /** '' until a client is picked. */
  client_person_id: string
  address: string
  /** 'YYYY-MM-DD' */
  date: string
  /** 'HH:MM'; blank means 9:00 AM. */
  time: string
  notes: string
  /** Optional: '' for none. */
  crew_instructions: string
}
export const jobFieldNames = [
  'title',
  'client_person_id',
  'address',
  'date',
  'time',
  'notes',
  'crew_instructions',
] as const

export function newJobValues(clientId: string | null): JobFormValues {
  return {
    title: '',
    client_person_id: clientId ?? '',
    address: '',
    date: '',
    time: '09:00',
    notes: '',
    crew_instructions: '',
  }
}

/** The domain's create schema, with the messages of a blank client and day. */
const jobWireSchema = createJobInput.extend({
  client_person_id: z
    .string()
    .min(1, 'Client is required')
    .pipe(createJobInput.shape.client_person_id),
  date: dayInstantSchema('Date is required'),
})

/** The form's values as sent: one instant for the day and the time. */
export function jobInputFromForm({
  time,
  ...values
}: JobFormValues): z.input<typeof jobWireSchema> {
  return {
    ...values,
    date: instantFromDateInput(values.date, (day) => dateTimeFromInputs(day, time)),
  }
}

/** The create schema, reached through the mapping; a missing client or day says it is required. */
export const jobFormSchema = z
  .object({
    title: z.string(),
    client_person_id: z.string(),
    address: z.string(),
    date: z.string(),
    time: z.string(),
    notes: z.string(),
    crew_instructions: z.string(),
  })
  .transform(jobInputFromForm)
  .pipe(jobWireSchema)
export type JobFormOutput = z.output<typeof jobFormSchema>
