// The New Job form's values (text as typed) and their mapping to the API's create input, checked
// with the domain's job schema.
import { z } from 'zod'
import {
  createJobInput,
  DEFAULT_DURATION_MINUTES,
  jobEnd,
  type Job,
} from '../../../domain/projects/job'
import { dateTimeFromInputs, toDateInputValue, toTimeInputValue } from '../../lib/date-input'
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
  /** 'HH:MM' the same day; blank means an hour after the start. */
  end_time: string
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
  'end_time',
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
    end_time: '',
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

/** A job's values in the form (Edit Job): its day, start and end in the user's local time. */
export function jobFormValuesOf(job: Job): JobFormValues {
  return {
    title: job.title,
    client_person_id: job.client_person_id,
    address: job.address,
    date: toDateInputValue(job.date),
    time: toTimeInputValue(job.date),
    end_time: toTimeInputValue(jobEnd(job)),
    notes: job.notes,
    crew_instructions: job.crew_instructions,
  }
}

export const END_BEFORE_START_MESSAGE = 'End time must be after the start time'

const minutesOf = (time: string): number | null => {
  const match = /^(\d{2}):(\d{2})$/.exec(time.trim())
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

/**
 * The duration the start and end times make: blank end, an hour; an end not after the start is
 * NaN, which the domain's duration check refuses (the form shows END_BEFORE_START_MESSAGE).
 */
export function durationFromTimes(time: string, endTime: string): number {
  const end = minutesOf(endTime)
  if (end === null) return DEFAULT_DURATION_MINUTES
  const start = minutesOf(time) ?? 9 * 60
  return end > start ? end - start : Number.NaN
}

/** The form's values as sent: one instant for the day and the time, and the duration. */
export function jobInputFromForm({
  time,
  end_time,
  ...values
}: JobFormValues): z.input<typeof jobWireSchema> {
  return {
    ...values,
    date: instantFromDateInput(values.date, (day) => dateTimeFromInputs(day, time)),
    duration_minutes: durationFromTimes(time, end_time),
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
    end_time: z.string(),
    notes: z.string(),
    crew_instructions: z.string(),
  })
  .superRefine((values, ctx) => {
    if (Number.isNaN(durationFromTimes(values.time, values.end_time))) {
      ctx.addIssue({ code: 'custom', message: END_BEFORE_START_MESSAGE, path: ['end_time'] })
    }
  })
  .transform(jobInputFromForm)
  .pipe(jobWireSchema)
export type JobFormOutput = z.output<typeof jobFormSchema>

/** What Edit Job sends: the fields the form shows, as the create schema checked them. */
export function jobPatchFromForm(output: JobFormOutput) {
  return {
    title: output.title,
    client_person_id: output.client_person_id,
    address: output.address,
    date: output.date,
    duration_minutes: output.duration_minutes,
    notes: output.notes,
    crew_instructions: output.crew_instructions,
  }
}
export type JobPatch = ReturnType<typeof jobPatchFromForm>
