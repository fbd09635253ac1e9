// The dashboard's figures and the record counts of Settings > Demo.
import { z } from 'zod'
import { dashboardSeenBy } from '../../domain/dashboard/dashboard-sections'
import { seenDashboardSchema } from '../../domain/dashboard/dashboard-summary'
import { parseOrThrow } from '../../domain/shared/app-error'
import { getCounts, getDashboard } from '../dashboard'
import type { ApiRoute } from '../route-types'
import { readableCollections } from '../visible-fields'
import { tzQuerySchema } from './tz-query'

export function dashboardRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/dashboard',
      summary:
        "The dashboard tiles' figures and the week's upcoming jobs, in the user's time zone; only the sections the user's role may read",
      tag: 'dashboard',
      access: 'dashboard:read',
      querySchema: tzQuerySchema,
      responseSchema: seenDashboardSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const { tz } = parseOrThrow(tzQuerySchema, input.query, 'Invalid dashboard query')
        const now = deps.clock()
        const summary = await deps.store.transaction((tx) => getDashboard(tx, now, tz))
        return { status: 200, body: dashboardSeenBy(summary, input.grant?.actor?.role ?? null) }
      },
    },
    {
      method: 'GET',
      path: '/api/counts',
      summary: 'How many records each collection holds, of the collections the role reads in full',
      tag: 'dashboard',
      access: 'dashboard:read',
      responseSchema: z.record(z.string(), z.number().int()),
      successStatus: 200,
      handle: async (input, deps) => ({
        status: 200,
        body: await deps.store.transaction((tx) => getCounts(tx, readableCollections(input.grant))),
      }),
    },
  ]
}
