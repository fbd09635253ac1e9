// Batch invoicing's requests (decision 059): the preview changes nothing; the create names the
// visits the preview showed and makes all the invoices or none.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BatchPlan } from '../../../domain/billing/batch-invoicing'
import type { Invoice } from '../../../domain/billing/invoice'
import { api } from '../../data/api-client'
import { invalidateCollection } from '../../data/resource'
import type { batchPreviewBody } from './batch-period'

export function usePreviewBatch() {
  return useMutation({
    mutationFn: (body: ReturnType<typeof batchPreviewBody>) =>
      api.post<BatchPlan>('/api/invoice-batches/preview', body),
    meta: { handlesErrors: true },
  })
}

export function useCreateBatch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (jobIds: readonly string[]) =>
      api.post<{ invoices: Invoice[] }>('/api/invoice-batches', { job_ids: jobIds }),
    meta: { handlesErrors: true },
    onSettled: () => {
      void invalidateCollection(queryClient, 'invoices')
      void invalidateCollection(queryClient, 'jobs')
    },
  })
}
