// "Invoice completed work"'s period (issue #34 section 4): calendar days read in the business's time
// zone (a visit done late on the last day belongs to it), from the first of last month to today by
// default, so last month's work and this month's so far are both offered; an invoiced visit never is.
import { z } from 'zod'
import { addDays, dayBounds, dayOf } from '../../../domain/projects/today'
import { dayStringSchema } from '../../../domain/projects/today-query'
import { idSchema } from '../../../domain/shared/fields'
import { PERIOD_BACKWARDS } from '../../lib/day-period'

export const batchPeriodSchema = z
  .object({
    from: dayStringSchema,
    to: dayStringSchema,
    /** '' for all clients. */
    client_person_id: z.union([z.literal(''), idSchema]),
  })
  // YYYY-MM-DD compares as text in calendar order.
  .refine((v) => v.to >= v.from, { message: PERIOD_BACKWARDS, path: ['to'] })
export type BatchPeriodForm = z.infer<typeof batchPeriodSchema>

export const batchPeriodFields = ['from', 'to', 'client_person_id'] as const

/** The first day of last month to today, in `zone`. */
export function batchPeriodDefaults(now: number, zone: string): BatchPeriodForm {
  const today = dayOf(now, zone)
  const [y, m] = today.split('-').map(Number) as [number, number]
  const first = m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`
  return { from: first, to: today, client_person_id: '' }
}

/** The body of POST /api/invoice-batches/preview: the days' instants, both ends included. */
export function batchPreviewBody(form: BatchPeriodForm, zone: string) {
  return {
    from: dayBounds(form.from, zone).start,
    to: dayBounds(addDays(form.to, 1), zone).start - 1,
    client_person_id: form.client_person_id === '' ? null : form.client_person_id,
  }
}
