// Today's data (issue #32 section 1): the day's and the next day's cards in one request, and the
// office's route order changed with Move up / Move down (a versioned PATCH of each job whose place
// changes). Keys start with 'jobs', so any job change refreshes Today too.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Job } from '../../../domain/projects/job'
import {
  routeDrop,
  routeMoves,
  type RouteMove,
  type TodayAnswer,
} from '../../../domain/projects/today'
import { api } from '../../data/api-client'
import { takeEarly } from '../../data/early-requests'
import { fetchToday, todayEarlyKey, type TodayParams } from './today-early'
import { invalidateCollection } from '../../data/resource'

export type { TodayParams } from './today-early'

export const todayQueries = {
  day: (params: TodayParams) =>
    queryOptions({
      queryKey: ['jobs', 'today', { date: params.date, crewId: params.crewId }] as const,
      queryFn: ({ signal }) =>
        takeEarly<TodayAnswer>(todayEarlyKey(params)) ?? fetchToday(params, signal),
    }),
}

/** Where a job goes in the route: one place up or down, or where another job of its time is. */
export type RouteTarget = RouteMove | { overId: string }

/**
 * Moves a job one place up or down among the day's jobs at its start time, or to the place of the
 * card it was dropped on. Each changed job is sent with the version Today read, so a job someone
 * else changed meanwhile is refused (409).
 */
export function useMoveInRoute() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ jobs, id, to }: { jobs: Job[]; id: string; to: RouteTarget }) => {
      const changes =
        typeof to === 'string' ? routeMoves(jobs, id, to) : routeDrop(jobs, id, to.overId)
      for (const change of changes) {
        const job = jobs.find((j) => j.id === change.id) as Job
        await api.patch<Job>(`/api/jobs/${job.id}`, {
          route_order: change.route_order,
          version: job.version,
        })
      }
    },
    meta: { handlesErrors: true },
    onSettled: () => invalidateCollection(queryClient, 'jobs'),
  })
}
