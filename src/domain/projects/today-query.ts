// The day Today asks for, as the API checks it (issue #32 section 1): a calendar day that exists and,
// optionally, one crew.
import { z } from 'zod'
import { idSchema } from '../shared/fields'
import { isDayString } from './today'

/** A calendar day as YYYY-MM-DD that exists (no 2026-02-30). */
export const dayStringSchema = z
  .string({ message: 'date must be a day as YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be a day as YYYY-MM-DD')
  .refine(isDayString, 'date must be a day that exists')

export const todayQuerySchema = z
  .object({
    /** The day to show; the business's today when absent. */
    date: dayStringSchema.optional(),
    /** Only this crew's jobs. */
    crew_id: idSchema.optional(),
  })
  .strict()
export type TodayQuery = z.output<typeof todayQuerySchema>
