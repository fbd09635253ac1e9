// Companies data: the list, a company's figures and its contacts' jobs, and the company mutations
// (resource.ts; keys start with 'companies').
import { queryOptions, useQueries } from '@tanstack/react-query'
import type { PatchCompanyInput } from '../../../domain/crm/company'
import type { CompanyStats } from '../../../domain/crm/company-stats'
import type { Job } from '../../../domain/projects/job'
import { api } from '../../data/api-client'
import {
  resourceQueries,
  useCreateRecord,
  useDeleteRecord,
  useUpdateRecord,
} from '../../data/resource'
import { personQueries } from './api'

export const COMPANIES_PAGE_SIZE = 24

const companies = resourceQueries('companies')

export const companyQueries = {
  list: (params: { q?: string | undefined }) =>
    companies.pages(params, COMPANIES_PAGE_SIZE, { keepPrevious: true }),

  detail: companies.detail,

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

export const useCreateCompany = () => useCreateRecord('companies', { handlesErrors: true })

export const useUpdateCompany = (id: string) =>
  useUpdateRecord('companies', (patch: PatchCompanyInput) => ({ id, patch }), {
    handlesErrors: true,
  })

export const useDeleteCompany = (id: string) => useDeleteRecord('companies', id)
