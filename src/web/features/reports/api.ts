// Reports data: revenue by month, jobs by status and the last 30 days, in the user's time zone.
import { queryOptions } from '@tanstack/react-query'
import type { ReportsOverview, Revenue30 } from '../../../domain/dashboard/reports'
import { api } from '../../data/api-client'
import { localTzOffset } from '../../data/list'

export const reportQueries = {
  overview: () => {
    const tz = localTzOffset()
    return queryOptions({
      queryKey: ['reports', 'overview', { tz }] as const,
      queryFn: ({ signal }) =>
        api.get<ReportsOverview>('/api/reports/overview', { query: { tz }, signal }),
      staleTime: 0,
    })
  },
  revenue30: () => {
    const tz = localTzOffset()
    return queryOptions({
      queryKey: ['reports', 'revenue-30', { tz }] as const,
      queryFn: ({ signal }) =>
        api.get<Revenue30>('/api/reports/revenue-30', { query: { tz }, signal }),
      staleTime: 0,
    })
  },
}
