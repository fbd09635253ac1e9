// Companies data: query-option factories and mutation hooks (keys start with 'companies').
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueries,
  useQueryClient,
} from '@tanstack/react-query'
import type { Company, CreateCompanyInput, PatchCompanyInput } from '../../../domain/crm/company'
import type { CompanyStats } from '../../../domain/crm/company-stats'
import type { Job } from '../../../domain/projects/job'
import { api } from '../../data/api-client'
import { isApiError } from '../../data/api-error'
import { invalidateAfterDelete } from '../../data/invalidate'
import { detailKey, fetchList, fetchOne, infiniteListKey } from '../../data/list'
import { personQueries } from './api'

export const COMPANIES_PAGE_SIZE = 24

export const companyQueries = {
  list: (params: { q?: string | undefined }) =>
    infiniteQueryOptions({
      queryKey: infiniteListKey('companies', params),
      queryFn: ({ pageParam, signal }) =>
        fetchList<Company>(
          'companies',
          { ...params, limit: COMPANIES_PAGE_SIZE, cursor: pageParam },
          signal,
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
      placeholderData: keepPreviousData,
    }),

  detail: (id: string) =>
    queryOptions({
      queryKey: detailKey('companies', id),
      queryFn: ({ signal }) => fetchOne<Company>('companies', id, signal),
    }),

  stats: (id: string) =>
    queryOptions({
      queryKey: ['companies', 'stats', id] as const,
      queryFn: ({ signal }) =>
        api.get<CompanyStats>(`/api/companies/${encodeURIComponent(id)}/stats`, { signal }),
    }),
}

/** The jobs of all the company's contacts, most recent first. */
export function useCompanyJobs(contactIds: readonly string[]) {
  return useQueries({
    queries: contactIds.map((id) => personQueries.jobs(id)),
    combine: (results) => ({
      isPending: results.some((r) => r.isPending),
      error: results.find((r) => r.error)?.error ?? null,
      refetch: () => results.forEach((r) => void r.refetch()),
      jobs: results
        .flatMap((r) => r.data?.items ?? [])
        .sort((a: Job, b: Job) => b.date - a.date || (a.id < b.id ? 1 : -1)),
    }),
  })
}

export function useCreateCompany() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateCompanyInput) => api.post<Company>('/api/companies', input),
    meta: { handlesErrors: true },
    onSuccess: (company) => {
      queryClient.setQueryData(detailKey('companies', company.id), company)
      void queryClient.invalidateQueries({
        queryKey: ['companies'],
        predicate: (query) => query.queryKey[1] !== 'detail',
      })
    },
  })
}

export function useUpdateCompany(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (patch: PatchCompanyInput) =>
      api.patch<Company>(`/api/companies/${encodeURIComponent(id)}`, patch),
    meta: { handlesErrors: true },
    onSuccess: (company) => {
      queryClient.setQueryData(detailKey('companies', company.id), company)
      void queryClient.invalidateQueries({
        queryKey: ['companies'],
        predicate: (query) => query.queryKey[1] !== 'detail',
      })
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'CONFLICT') {
        void queryClient.invalidateQueries({ queryKey: detailKey('companies', id) })
      }
    },
  })
}

export function useDeleteCompany(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete(`/api/companies/${encodeURIComponent(id)}`),
    onSuccess: () => invalidateAfterDelete(queryClient, 'companies', id),
  })
}
