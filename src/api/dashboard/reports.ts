// The reports: revenue by month, jobs by status, and the last 30 days of revenue, all aggregated by
// the storage port (SQL GROUP BY on the server).
import { paymentMethods } from '../../domain/billing/payment'
import { percentChange } from '../../domain/dashboard/change'
import { fillBuckets } from '../../domain/dashboard/fill-buckets'
import { dayKeys, monthPeriod, revenuePeriods } from '../../domain/dashboard/periods'
import type { ReportsOverview, Revenue30 } from '../../domain/dashboard/reports'
import { jobStatuses } from '../../domain/projects/job-status'
import { fromCents, toCents } from '../../domain/shared/money'
import { revenueIn, within } from './dashboard'
import type { StoreTx } from '../shared/store'

const sumMoney = (values: readonly number[]) =>
  fromCents(values.reduce((sum, v) => sum + toCents(v), 0))

export async function getReportsOverview(
  tx: StoreTx,
  now: number,
  tzOffsetMinutes: number,
): Promise<ReportsOverview> {
  const { period, keys } = monthPeriod(now, tzOffsetMinutes)
  const byMonth = await tx.aggregate('payments', {
    where: within('date', period),
    sum: 'amount',
    groupBy: { field: 'date', bucket: 'month', tzOffsetMinutes },
  })
  const months = fillBuckets(keys, byMonth)
  const byStatus = await tx.aggregate('jobs', { where: null, groupBy: { field: 'status' } })
  const statusCount = new Map(byStatus.map((row) => [row.key, row.count]))
  return {
    revenue_by_month: months.map((m) => ({ month: m.key, total: m.total, payments: m.count })),
    revenue_total: sumMoney(months.map((m) => m.total)),
    jobs_by_status: jobStatuses.map((status) => ({ status, count: statusCount.get(status) ?? 0 })),
    jobs_total: byStatus.reduce((sum, row) => sum + row.count, 0),
  }
}

export async function getRevenue30(
  tx: StoreTx,
  now: number,
  tzOffsetMinutes: number,
): Promise<Revenue30> {
  const periods = revenuePeriods(now, tzOffsetMinutes)
  const byDay = await tx.aggregate('payments', {
    where: within('date', periods.current),
    sum: 'amount',
    groupBy: { field: 'date', bucket: 'day', tzOffsetMinutes },
  })
  const days = fillBuckets(dayKeys(periods.current, tzOffsetMinutes), byDay)
  const byMethod = fillBuckets(
    paymentMethods,
    await tx.aggregate('payments', {
      where: within('date', periods.current),
      sum: 'amount',
      groupBy: { field: 'method' },
    }),
  )
  const total = sumMoney(days.map((d) => d.total))
  const previous = await revenueIn(tx, periods.previous)
  return {
    days: days.map((d) => ({ date: d.key, total: d.total, payments: d.count })),
    total,
    previous_total: previous,
    change_percent: percentChange(total, previous),
    payments: days.reduce((sum, d) => sum + d.count, 0),
    by_method: byMethod.map((m) => ({
      method: m.key as (typeof paymentMethods)[number],
      total: m.total,
      payments: m.count,
    })),
  }
}
