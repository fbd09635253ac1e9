// The checks of date and time inputs, for the forms that turn them into the API's instants (New Job,
// Create Invoice, Add Shift): one wording for a blank day, a day that is not real and a blank time.
import { z } from 'zod'
import { epochMsSchema } from '../../domain/shared/fields'
import { startOfDateInput } from './date-input'

export const INVALID_DATE_MESSAGE = 'Enter a valid date'

/**
 * The instant a date input stands for, as a form hands it to its schema: undefined when the input
 * is blank, null when it is not a real day.
 */
export function instantFromDateInput(
  value: string,
  toInstant: (value: string) => number | null,
): number | null | undefined {
  return value.trim() === '' ? undefined : toInstant(value)
}

/** The API's instant from `instantFromDateInput`: blank says `requiredMessage`. */
export function dayInstantSchema(requiredMessage: string, invalidMessage = INVALID_DATE_MESSAGE) {
  return z
    .number()
    .nullish()
    .transform((instant, ctx) => {
      if (instant !== null && instant !== undefined) return instant
      ctx.addIssue({
        code: 'custom',
        message: instant === undefined ? requiredMessage : invalidMessage,
      })
      return z.NEVER
    })
    .pipe(epochMsSchema)
}

/** A date input's 'YYYY-MM-DD' that must be a real day; anything else says `message`. */
export const dayInputSchema = (message: string) =>
  z.string().refine((value) => startOfDateInput(value) !== null, message)

/** A time input's 'HH:MM' (24 h); a blank or malformed one says `${label} is required`. */
export const timeInputSchema = (label: string) =>
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} is required`)
