// What the reports answer: revenue by month and jobs by status (GET /api/reports/overview), and the
// last 30 days of revenue day by day (GET /api/reports/revenue-30).
import { z } from 'zod'
import { paymentMethods } from '../billing/payment'
import { jobStatuses } from '../projects/job-status'

const count = z.number().int().min(0)

export const reportsOverviewSchema = z.object({
  /** The last 12 local months, oldest first, every month present (0 when nothing was paid). */
  revenue_by_month: z.array(
    z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), total: z.number(), payments: count }),
  ),
  revenue_total: z.number(),
  /** Every job status, in the order of the job's life. */
  jobs_by_status: z.array(z.object({ status: z.enum(jobStatuses), count })),
  jobs_total: count,
})
export type ReportsOverview = z.infer<typeof reportsOverviewSchema>

export const revenue30Schema = z.object({
  /** The 30 local days of the window, oldest first, every day present. */
  days: z.array(
    z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), total: z.number(), payments: count }),
  ),
  total: z.number(),
  previous_total: z.number(),
  change_percent: z.number().int().nullable(),
  payments: count,
  by_method: z.array(
    z.object({ method: z.enum(paymentMethods), total: z.number(), payments: count }),
  ),
})
export type Revenue30 = z.infer<typeof revenue30Schema>

export const reportViews = ['overview', 'revenue-30'] as const
export type ReportView = (typeof reportViews)[number]
