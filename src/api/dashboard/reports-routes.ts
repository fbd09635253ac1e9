// The Reports page's figures: revenue by month, jobs by status, and the last 30 days of revenue.
import { reportsOverviewSchema, revenue30Schema } from '../../domain/dashboard/reports'
import { parseOrThrow } from '../../domain/shared/app-error'
import { getReportsOverview, getRevenue30 } from './reports'
import type { ApiRoute } from '../shared/route-types'
import { tzQuerySchema } from '../shared/tz-query'

export function reportRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/reports/overview',
      summary: 'Revenue by month (last 12 months) and jobs by status',
      tag: 'reports',
      access: 'reports:read',
      querySchema: tzQuerySchema,
      responseSchema: reportsOverviewSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const { tz } = parseOrThrow(tzQuerySchema, input.query, 'Invalid report query')
        const now = deps.clock()
        const body = await deps.store.transaction((tx) => getReportsOverview(tx, now, tz))
        return { status: 200, body }
      },
    },
    {
      method: 'GET',
      path: '/api/reports/revenue-30',
      summary: 'Revenue of the last 30 days, day by day, against the 30 days before',
      tag: 'reports',
      access: 'reports:read',
      querySchema: tzQuerySchema,
      responseSchema: revenue30Schema,
      successStatus: 200,
      handle: async (input, deps) => {
        const { tz } = parseOrThrow(tzQuerySchema, input.query, 'Invalid report query')
        const now = deps.clock()
        const body = await deps.store.transaction((tx) => getRevenue30(tx, now, tz))
        return { status: 200, body }
      },
    },
  ]
}
