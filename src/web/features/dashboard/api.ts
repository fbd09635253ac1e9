// Dashboard data: the tiles' figures and the week ahead, counted by the API in the user's time zone.
import { queryOptions } from '@tanstack/react-query'
import type { DashboardSummary } from '../../../domain/dashboard/dashboard-summary'
import { api } from '../../data/api-client'
import { localTzOffset } from '../../data/list'

export const dashboardQueries = {
  summary: () => {
    const tz = localTzOffset()
    return queryOptions({
      queryKey: ['dashboard', 'summary', { tz }] as const,
      queryFn: ({ signal }) =>
        api.get<DashboardSummary>('/api/dashboard', { query: { tz }, signal }),
      // Changes anywhere move these figures: count afresh on every visit.
      staleTime: 0,
    })
  },
}
