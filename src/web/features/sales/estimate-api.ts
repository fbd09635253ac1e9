// Estimates data: query-option factories and mutation hooks (keys start with 'estimates').
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import type {
  CreateEstimateInput,
  Estimate,
  PatchEstimateInput,
} from '../../../domain/sales/estimate'
import type { EstimateAction } from '../../../domain/sales/estimate-status'
import type { Job } from '../../../domain/projects/job'
import { api } from '../../data/api-client'
import { isApiError } from '../../data/api-error'
import { invalidateAfterDelete } from '../../data/invalidate'
import { detailKey, fetchList, fetchOne, infiniteListKey } from '../../data/list'

export const ESTIMATES_PAGE_SIZE = 24

export type EstimateListParams = { filter?: 'open' | undefined }

export const estimateQueries = {
  list: (params: EstimateListParams) =>
    infiniteQueryOptions({
      queryKey: infiniteListKey('estimates', params),
      queryFn: ({ pageParam, signal }) =>
        fetchList<Estimate>(
          'estimates',
          { ...params, limit: ESTIMATES_PAGE_SIZE, cursor: pageParam },
          signal,
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    }),

  detail: (id: string) =>
    queryOptions({
      queryKey: detailKey('estimates', id),
      queryFn: ({ signal }) => fetchOne<Estimate>('estimates', id, signal),
    }),
}

const path = (id: string) => `/api/estimates/${encodeURIComponent(id)}`

/** Lists and other screens change with any estimate change; the detail is set from the answer. */
function useEstimateSaved() {
  const queryClient = useQueryClient()
  return (estimate: Estimate) => {
    queryClient.setQueryData(detailKey('estimates', estimate.id), estimate)
    void queryClient.invalidateQueries({
      queryKey: ['estimates'],
      predicate: (query) => query.queryKey[1] !== 'detail',
    })
  }
}

export function useCreateEstimate() {
  const saved = useEstimateSaved()
  return useMutation({
    mutationFn: (input: CreateEstimateInput) => api.post<Estimate>('/api/estimates', input),
    meta: { handlesErrors: true },
    onSuccess: saved,
  })
}

/** Client, line items and notes of an Open estimate, with the version the edit started from. */
export function useUpdateEstimate(id: string) {
  const saved = useEstimateSaved()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (patch: PatchEstimateInput) => api.patch<Estimate>(path(id), patch),
    meta: { handlesErrors: true },
    onSuccess: saved,
    onError: (error) => {
      // Stale or no longer Open: show what is stored now.
      if (isApiError(error) && (error.code === 'CONFLICT' || error.code === 'INVALID_STATE')) {
        void queryClient.invalidateQueries({ queryKey: detailKey('estimates', id) })
      }
    },
  })
}

/** Send to Client, Mark Accepted, Mark Declined. */
export function useEstimateAction(id: string) {
  const saved = useEstimateSaved()
  return useMutation({
    mutationFn: (action: EstimateAction) => api.post<Estimate>(`${path(id)}/${action}`),
    onSuccess: saved,
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

export function useDeleteEstimate(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete(path(id)),
    onSuccess: () => invalidateAfterDelete(queryClient, 'estimates', id),
  })
}
