// A job's costing (issue #32 section 3): GET /api/jobs/:id/costing, for the roles that read pay.
// Under the jobs' key: a change of the job (its status, its time) reads it again.
import { queryOptions } from '@tanstack/react-query'
import type { JobCosting } from '../../../domain/time/time-api'
import { api } from '../../data/api-client'

export const jobCostingQuery = (jobId: string) =>
  queryOptions({
    queryKey: ['jobs', 'costing', jobId] as const,
    queryFn: ({ signal }) =>
      api.get<JobCosting>(`/api/jobs/${encodeURIComponent(jobId)}/costing`, { signal }),
  })
