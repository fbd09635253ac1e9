// Recurring jobs' requests (issue #34): a series, making a job repeat, and the commands on a visit
// and on a series. Apart from api.ts, which the jobs list (a first page) loads.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Job } from '../../../domain/projects/job'
import type { JobSeries } from '../../../domain/projects/job-series'
import type { RepeatKind } from '../../../domain/projects/recurrence-rule'
import { api } from '../../data/api-client'
import { invalidateCollection } from '../../data/resource'
import type { JobPatch } from './job-form-values'

export const seriesQuery = (id: string) =>
  queryOptions({
    queryKey: ['job-series', 'detail', id] as const,
    queryFn: ({ signal }) => api.get<JobSeries>(`/api/job-series/${id}`, { signal }),
  })

export type SeriesCommand =
  | { kind: 'repeat'; job: Job; repeat: string; repeat_kind: RepeatKind }
  | { kind: 'edit-following'; job: Job; patch: JobPatch }
  | { kind: 'push-back'; job: Job; days: number; following: boolean }
  | { kind: 'skip'; job: Job }
  | { kind: 'end'; seriesId: string }

function send(command: SeriesCommand): Promise<unknown> {
  switch (command.kind) {
    case 'repeat':
      return api.post('/api/job-series', {
        job_id: command.job.id,
        repeat: command.repeat,
        repeat_kind: command.repeat_kind,
      })
    case 'edit-following':
      return api.post(`/api/jobs/${command.job.id}/edit-following`, {
        ...command.patch,
        version: command.job.version,
      })
    case 'push-back':
      return api.post(`/api/jobs/${command.job.id}/push-back`, {
        days: command.days,
        following: command.following,
        version: command.job.version,
      })
    case 'skip':
      return api.post(`/api/jobs/${command.job.id}/skip`, { version: command.job.version })
    case 'end':
      return api.post(`/api/job-series/${command.seriesId}/end`)
  }
}

/** One series command; every job and series list and detail is stale after it. */
export function useSeriesCommand() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    meta: { handlesErrors: true },
    onSettled: async () => {
      await Promise.all([
        invalidateCollection(queryClient, 'jobs'),
        invalidateCollection(queryClient, 'job-series'),
      ])
    },
  })
}
