// The Payroll CSV dialog's form: a period of days (last full week by default) and whether only
// approved weeks count; the query GET /api/payroll.csv takes (domain/time/time-api.ts).
import { z } from 'zod'
import { dayStringSchema } from '../../../domain/projects/today-query'
import { lastFullWeek } from '../../lib/week-dates'

import { PERIOD_BACKWARDS } from '../../lib/day-period'

export { PERIOD_BACKWARDS }

export const payrollCsvFormSchema = z
  .object({
    from: dayStringSchema,
    to: dayStringSchema,
    approved: z.boolean(),
  })
  // YYYY-MM-DD compares as text in calendar order.
  .refine((v) => v.to >= v.from, { message: PERIOD_BACKWARDS, path: ['to'] })
export type PayrollCsvForm = z.infer<typeof payrollCsvFormSchema>

export const payrollCsvDefaults = (now: number): PayrollCsvForm => ({
  ...lastFullWeek(now),
  approved: true,
})

/** The query of GET /api/payroll.csv. */
export const payrollQueryOf = (form: PayrollCsvForm): Record<string, string> => ({
  from: form.from,
  to: form.to,
  ...(form.approved ? { approved: '1' } : {}),
})
