// A job's costing (issue #32 section 3): GET /api/jobs/:id/costing, for the roles that read pay.
// Under the jobs' key: a change of the job (its status, its time) reads it again.
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import type { JobCosting } from '../../../domain/time/time-api'
import { api } from '../../data/api-client'

const figure = z.number().finite()

/** Parsed: an answer of another shape is an error the card says, never a broken card. */
const jobCostingSchema: z.ZodType<JobCosting> = z.object({
  hours: figure,
  labour_cost_cents: figure,
  invoiced_cents: figure,
  margin_cents: figure,
  members: z.array(
    z.object({
      employee_id: z.string(),
      name: z.string(),
      hours: figure,
      rate: figure,
      cost_cents: figure,
    }),
  ),
})

export const jobCostingQuery = (jobId: string) =>
  queryOptions({
    queryKey: ['jobs', 'costing', jobId] as const,
    queryFn: async ({ signal }): Promise<JobCosting> =>
      jobCostingSchema.parse(
        await api.get<unknown>(`/api/jobs/${encodeURIComponent(jobId)}/costing`, { signal }),
      ),
  })
