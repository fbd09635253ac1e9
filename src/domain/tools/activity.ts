import { z } from 'zod'

export const activityEntrySchema = z.object({
  dateISO: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date YYYY-MM-DD'),
  count: z.number().int().min(0),
})
export type ActivityEntry = z.infer<typeof activityEntrySchema>

export const ACTIVITY_DAYS = 365
