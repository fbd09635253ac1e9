// Field schemas shared by every entity: ids, epoch-millisecond dates, dollar amounts, short texts.
import { z } from 'zod'
import { MAX_LONG_TEXT, MAX_TEXT } from './text-limits'

export { MAX_LONG_TEXT, MAX_TEXT } from './text-limits'

/**
 * A uuid, in lower case: PostgreSQL answers uuids in lower case whatever case it is sent, so both
 * transports store and compare the lower-case form.
 */
export const idSchema = z.uuid({ message: 'Must be a valid id' }).toLowerCase()
export const epochMsSchema = z
  .number({ message: 'Must be a date (epoch milliseconds)' })
  .int('Must be a whole number of milliseconds')
  .min(0, 'Must not be before 1970')
  .max(8_640_000_000_000, 'Date is out of range')

/** The largest amount numeric(12,2) holds. */
export const MAX_AMOUNT = 9_999_999_999.99

/** Dollars with at most 2 decimals, stored as numeric(12,2). */
export const moneySchema = z
  .number({ message: 'Must be an amount in dollars' })
  .min(0, 'Must be at least 0')
  .max(MAX_AMOUNT, 'Amount is too large')
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'At most 2 decimals')

export const shortText = (label: string, max = MAX_TEXT) =>
  z
    // A missing value is reported as required, not as a wrong type.
    .string({
      error: (issue) =>
        issue.input === undefined ? `${label} is required` : `${label} must be text`,
    })
    .trim()
    .max(max, `${label} is too long (max ${max})`)

export const requiredText = (label: string, max = MAX_TEXT) =>
  shortText(label, max).min(1, `${label} is required`)

export const longText = (label: string) => shortText(label, MAX_LONG_TEXT)

export const versionSchema = z.number().int().min(1)
