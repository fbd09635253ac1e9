// The dashboard's figures, counted and added up where the data lives (the storage port's count and
// aggregate), each with the named list filter its tile links to.
import { percentChange } from '../domain/dashboard/change'
import {
  OVERDUE_LIST_LIMIT,
  UPCOMING_LIMIT,
  type DashboardSummary,
  type OverdueInvoice,
  type UpcomingJob,
} from '../domain/dashboard/dashboard-summary'
import { revenuePeriods, upcomingPeriod, type Period } from '../domain/dashboard/periods'
import type { Invoice } from '../domain/billing/invoice'
import type { Job } from '../domain/projects/job'
import type { JobStatus } from '../domain/projects/job-status'
import { and, gte, inList, lt, neq, type Condition } from '../domain/shared/condition'
import type { FilterContext, ListSpec } from '../domain/shared/list-query'
import { resourceOrThrow } from './records'
import type { StoreTx } from './store'

/** A collection's named list filter; a missing one is a programming error, not bad input. */
export function namedFilter(collection: string, name: string, ctx: FilterContext): Condition {
  const make = resourceOrThrow(collection).list.filters[name]
  if (!make) throw new Error(`The ${collection} list has no filter named ${name}`)
  return make(ctx)
}

export const within = (field: string, period: Period): Condition =>
  and(gte(field, period.start), lt(field, period.end))

/** Payments received in a period, in dollars. */
export async function revenueIn(tx: StoreTx, period: Period): Promise<number> {
  const [row] = await tx.aggregate('payments', { where: within('date', period), sum: 'amount' })
  return row?.sum ?? 0
}

/** A one-off list (filter and sort) for the dashboard, served by the store's paged list. */
const dashboardList = (condition: Condition, sortField: string): ListSpec => ({
  search: [],
  filters: { dashboard: () => condition },
  fields: {},
  sorts: { dashboard: { field: sortField, direction: 'asc', kind: 'number' } },
  defaultSort: 'dashboard',
})

async function firstRows<T>(
  tx: StoreTx,
  collection: string,
  spec: ListSpec,
  limit: number,
  now: number,
): Promise<T[]> {
  const rows = await tx.firstRows(collection, spec, { filter: 'dashboard', limit, match: {} }, now)
  return rows as unknown as T[]
}

async function clientNames(tx: StoreTx, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)]
  const clients = unique.length > 0 ? await tx.findAll('persons', inList('id', unique)) : []
  return new Map(clients.map((p) => [p.id, String(p.name)]))
}

async function upcomingJobs(tx: StoreTx, now: number, tz: number): Promise<UpcomingJob[]> {
  const period = upcomingPeriod(now, tz)
  const condition = and(within('date', period), neq('status', 'Done'))
  const jobs = await firstRows<Job>(
    tx,
    'jobs',
    dashboardList(condition, 'date'),
    UPCOMING_LIMIT,
    now,
  )
  const names = await clientNames(
    tx,
    jobs.map((j) => j.client_person_id),
  )
  return jobs.map((job) => ({
    id: job.id,
    title: job.title,
    date: job.date,
    status: job.status,
    address: job.address,
    client_name: names.get(job.client_person_id) ?? null,
  }))
}

async function longestOverdue(tx: StoreTx, ctx: FilterContext): Promise<OverdueInvoice[]> {
  const spec = dashboardList(namedFilter('invoices', 'overdue', ctx), 'due_date')
  const invoices = await firstRows<Invoice>(tx, 'invoices', spec, OVERDUE_LIST_LIMIT, ctx.now)
  const names = await clientNames(
    tx,
    invoices.map((i) => i.client_person_id),
  )
  return invoices.map((invoice) => ({
    id: invoice.id,
    number: invoice.number,
    amount: invoice.amount,
    due_date: invoice.due_date,
    client_name: names.get(invoice.client_person_id) ?? null,
  }))
}

export async function getDashboard(
  tx: StoreTx,
  now: number,
  tzOffsetMinutes: number,
): Promise<DashboardSummary> {
  const ctx: FilterContext = { now, tzOffsetMinutes }
  const todayByStatus = await tx.aggregate('jobs', {
    where: namedFilter('jobs', 'today', ctx),
    groupBy: { field: 'status' },
  })
  const todayCount = (status?: JobStatus) =>
    todayByStatus
      .filter((row) => status === undefined || row.key === status)
      .reduce((sum, row) => sum + row.count, 0)
  const [openEstimates] = await tx.aggregate('estimates', {
    where: namedFilter('estimates', 'open', ctx),
    sum: 'total',
  })
  const [overdue] = await tx.aggregate('invoices', {
    where: namedFilter('invoices', 'overdue', ctx),
    sum: 'amount',
  })
  const periods = revenuePeriods(now, tzOffsetMinutes)
  const revenue = await revenueIn(tx, periods.current)
  const previousRevenue = await revenueIn(tx, periods.previous)

  return {
    jobs_today: {
      count: todayCount(),
      in_progress: todayCount('In-Progress'),
      done: todayCount('Done'),
    },
    open_estimates: { count: openEstimates?.count ?? 0, total: openEstimates?.sum ?? 0 },
    overdue_invoices: { count: overdue?.count ?? 0, total: overdue?.sum ?? 0 },
    revenue_30: {
      total: revenue,
      previous_total: previousRevenue,
      change_percent: percentChange(revenue, previousRevenue),
    },
    crews_on_site: {
      count: await tx.count('crews', namedFilter('crews', 'active', ctx)),
      total: await tx.count('crews', null),
    },
    unread_messages: { count: await tx.count('messages', namedFilter('messages', 'unread', ctx)) },
    upcoming: await upcomingJobs(tx, now, tzOffsetMinutes),
    overdue_list: await longestOverdue(tx, ctx),
  }
}

/** How many records each of `collections` holds (Settings > Demo's summary line). */
export async function getCounts(
  tx: StoreTx,
  collections: readonly string[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const name of collections) counts[name] = await tx.count(name, null)
  return counts
}
