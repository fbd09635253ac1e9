// Estimates data: the list and the estimate mutations (resource.ts; keys start with 'estimates'),
// plus the estimate's own commands.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ClientResponses } from '../../../domain/hub/estimate-response'
import type { Estimate, PatchEstimateInput } from '../../../domain/sales/estimate'
import type { EstimateAction } from '../../../domain/sales/estimate-status'
import type { Job } from '../../../domain/projects/job'
import { api } from '../../data/api-client'
import { isDemoMode } from '../../lib/env'
import {
  recordSaved,
  resourceQueries,
  useCreateRecord,
  useDeleteRecord,
  useUpdateRecord,
} from '../../data/resource'

export const ESTIMATES_PAGE_SIZE = 24

export type EstimateListParams = { filter?: 'open' | undefined }

const estimates = resourceQueries('estimates')

export const estimateQueries = {
  list: (params: EstimateListParams) => estimates.pages(params, ESTIMATES_PAGE_SIZE),
  detail: estimates.detail,
  /**
   * What the client answered in the client hub (server mode only). Under the collection's key, so
   * every change of an estimate reads it again.
   */
  clientResponses: (id: string) =>
    queryOptions({
      queryKey: ['estimates', 'client-responses', id] as const,
      queryFn: ({ signal }) => api.get<ClientResponses>(`${path(id)}/client-responses`, { signal }),
      enabled: !isDemoMode,
    }),
}

const path = (id: string) => `/api/estimates/${encodeURIComponent(id)}`

export const useCreateEstimate = () => useCreateRecord('estimates', { handlesErrors: true })

/**
 * Client, line items and notes of an Open estimate, with the version the edit started from; when
 * it is stale or no longer Open, the estimate is fetched again (resource.ts).
 */
export const useUpdateEstimate = (id: string) =>
  useUpdateRecord('estimates', (patch: PatchEstimateInput) => ({ id, patch }), {
    handlesErrors: true,
  })

/** Send to Client, Mark Accepted, Mark Declined. */
export function useEstimateAction(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: EstimateAction) => api.post<Estimate>(`${path(id)}/${action}`),
    onSuccess: (estimate, action) => {
      void recordSaved(queryClient, 'estimates', estimate)
      // Accepting an estimate with a deposit makes its deposit invoice (decision 059).
      if (action === 'accept' && estimate.deposit) {
        void queryClient.invalidateQueries({ queryKey: ['invoices'] })
      }
    },
  })
}

export function useConvertEstimate(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<Job>(`${path(id)}/convert`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['estimates'] }),
        queryClient.invalidateQueries({ queryKey: ['jobs'] }),
      ]),
  })
}

export const useDeleteEstimate = (id: string) => useDeleteRecord('estimates', id)

/**
 * The deposit invoice Mark Accepted made for an estimate (decision 059): the invoice whose
 * `deposit_estimate_id` it is; at most one (a unique index).
 */
export const depositInvoiceQuery = (estimateId: string) =>
  resourceQueries('invoices').list({ deposit_estimate_id: estimateId, limit: 1 })

/** The invoice made from the accepted estimate (Create Invoice from it): at most one. */
export const estimateInvoiceQuery = (estimateId: string) =>
  resourceQueries('invoices').list({ estimate_id: estimateId, limit: 1 })
