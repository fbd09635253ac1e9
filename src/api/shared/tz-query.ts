// The `tz` query parameter of the figures routes: minutes to add to UTC for the user's local time,
// the same rule as a list's tz (list-query.ts), so "today" means the same day everywhere.
import { z } from 'zod'

export const tzQuerySchema = z
  .object({
    tz: z.coerce
      .number({ message: 'tz must be a number of minutes' })
      .int('tz must be a whole number of minutes')
      .min(-14 * 60, 'tz is out of range')
      .max(14 * 60, 'tz is out of range')
      .default(0),
  })
  .strict()
