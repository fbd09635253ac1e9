// The Convert to Job form's values (the job's title, address and day) and their mapping to the
// API's convert input, checked with the domain's convert schema.
import { z } from 'zod'
import type { Person } from '../../../domain/crm/person'
import type { Lead } from '../../../domain/sales/lead'
import { convertLeadInput, defaultJobAddress } from '../../../domain/sales/lead-convert'
import { dateTimeFromInputs, toDateInputValue } from '../../lib/date-input'
import { dayInstantSchema, instantFromDateInput } from '../../lib/date-input-schema'

export type ConvertFormValues = { title: string; address: string; date: string }
export const convertFieldNames = ['title', 'address', 'date'] as const

/** The lead's name, the person's location (or 'TBD') and `now`'s day. */
export function convertFormValues(
  lead: Lead,
  person: Person | null | undefined,
  now: number,
): ConvertFormValues {
  return {
    title: lead.name,
    address: defaultJobAddress(person ?? null),
    date: toDateInputValue(now),
  }
}

const convertWire = convertLeadInput.required().extend({
  date: dayInstantSchema('Pick a date', 'Pick a date'),
})

export const convertFormSchema = z
  .object({ title: z.string(), address: z.string(), date: z.string() })
  .transform((values): z.input<typeof convertWire> => ({
    ...values,
    // The job starts at 9:00 on the chosen day.
    date: instantFromDateInput(values.date, (day) => dateTimeFromInputs(day, '')),
  }))
  .pipe(convertWire)
export type ConvertFormOutput = z.output<typeof convertFormSchema>
