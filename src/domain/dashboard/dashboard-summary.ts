// What GET /api/dashboard answers: the figures of the six dashboard tiles and the week ahead, each
// counted with the same named list filter its tile links to, so a tile and its list always agree.
import { z } from 'zod'
import { jobStatuses } from '../projects/job-status'
import { epochMsSchema, idSchema } from '../shared/fields'

const count = z.number().int().min(0)
const money = z.number()

export const upcomingJobSchema = z.object({
  id: idSchema,
  title: z.string(),
  date: epochMsSchema,
  status: z.enum(jobStatuses),
  address: z.string(),
  /** null when the client record is gone. */
  client_name: z.string().nullable(),
})
export type UpcomingJob = z.infer<typeof upcomingJobSchema>

export const overdueInvoiceSchema = z.object({
  id: idSchema,
  number: z.string(),
  amount: money,
  due_date: epochMsSchema,
  client_name: z.string().nullable(),
})
export type OverdueInvoice = z.infer<typeof overdueInvoiceSchema>

export const dashboardSummarySchema = z.object({
  /** Jobs dated today (list filter jobs ?filter=today), and how many of them are under way. */
  jobs_today: z.object({ count, in_progress: count, done: count }),
  /** Estimates with status Open (?filter=open) and what they are worth. */
  open_estimates: z.object({ count, total: money }),
  /** Unpaid invoices past their due date (?filter=overdue) and their amount. */
  overdue_invoices: z.object({ count, total: money }),
  /** Payments received in the last 30 days against the 30 days before. */
  revenue_30: z.object({
    total: money,
    previous_total: money,
    change_percent: z.number().int().nullable(),
  }),
  /** Crews on site now (?filter=active) out of all crews. */
  crews_on_site: z.object({ count, total: count }),
  /** Unread conversations (?filter=unread). */
  unread_messages: z.object({ count }),
  /** Jobs not done from today through the next 6 days, soonest first (at most 5). */
  upcoming: z.array(upcomingJobSchema),
  /** The longest overdue invoices, oldest due date first (at most 3). */
  overdue_list: z.array(overdueInvoiceSchema),
})
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>

/**
 * What one user's dashboard answer holds: the sections their role may read (dashboard-sections.ts).
 * A Foreman's carries no invoice amounts; the Owner's (and the demo's) carries every section.
 */
export const seenDashboardSchema = dashboardSummarySchema.partial()
export type SeenDashboard = z.infer<typeof seenDashboardSchema>

export const UPCOMING_LIMIT = 5
export const OVERDUE_LIST_LIMIT = 3
