// Whether the job's client confirmed the visit in the client hub (issue #31 section 2, server mode):
// GET /api/jobs/:id/client-confirmation, read by whoever reads the job.
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../data/api-client'

export type ClientConfirmation = { confirmed_at: number | null }

export const jobConfirmationQuery = (jobId: string) =>
  queryOptions({
    // Under the collection's key: a change of the job (a new date) reads it again.
    queryKey: ['jobs', 'client-confirmation', jobId] as const,
    queryFn: ({ signal }) =>
      api.get<ClientConfirmation>(`/api/jobs/${encodeURIComponent(jobId)}/client-confirmation`, {
        signal,
      }),
  })
