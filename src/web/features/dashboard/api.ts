// Dashboard data: the tiles' figures and the week ahead, counted by the API in the user's time zone.
import { queryOptions } from '@tanstack/react-query'
import type { SeenDashboard } from '../../../domain/dashboard/dashboard-summary'
import { api } from '../../data/api-client'
import { requestEarly, takeEarly } from '../../data/early-requests'
import { localTzOffset } from '../../data/list'

const earlyKey = (tz: number) => `dashboard-summary:${tz}`

const fetchSummary = (tz: number, signal?: AbortSignal) =>
  api.get<SeenDashboard>('/api/dashboard', { query: { tz }, signal })

/** The dashboard's figures, asked for while the first page's code loads (early-requests.ts). */
export function requestDashboardEarly(): void {
  const tz = localTzOffset()
  requestEarly(earlyKey(tz), () => fetchSummary(tz))
}

export const dashboardQueries = {
  summary: () => {
    const tz = localTzOffset()
    return queryOptions({
      queryKey: ['dashboard', 'summary', { tz }] as const,
      queryFn: ({ signal }) => takeEarly<SeenDashboard>(earlyKey(tz)) ?? fetchSummary(tz, signal),
      // Changes anywhere move these figures: count afresh on every visit.
      staleTime: 0,
    })
  },
}
