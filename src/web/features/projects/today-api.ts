// Today's data (issue #32 section 1): the day's and the next day's cards in one request, and the
// office's route order changed with Move up / Move down (a versioned PATCH of each job whose place
// changes). Keys start with 'jobs', so any job change refreshes Today too.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Job } from '../../../domain/projects/job'
import { routeMoves, type RouteMove, type TodayAnswer } from '../../../domain/projects/today'
import { api } from '../../data/api-client'
import { invalidateCollection } from '../../data/resource'

export type TodayParams = { date?: string | undefined; crewId?: string | undefined }

export const todayQueries = {
  day: ({ date, crewId }: TodayParams) =>
    queryOptions({
      queryKey: ['jobs', 'today', { date, crewId }] as const,
      queryFn: ({ signal }) =>
        api.get<TodayAnswer>('/api/today', {
          query: { ...(date ? { date } : {}), ...(crewId ? { crew_id: crewId } : {}) },
          signal,
        }),
    }),
}

/**
 * Moves a job one place up or down among the day's jobs at its start time. Each changed job is
 * sent with the version Today read, so a job someone else changed meanwhile is refused (409).
 */
export function useMoveInRoute() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ jobs, id, move }: { jobs: Job[]; id: string; move: RouteMove }) => {
      for (const change of routeMoves(jobs, id, move)) {
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
