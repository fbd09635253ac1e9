// Team data: contractors, employees, crews and the employee summary (crews, active jobs).
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import type { Contractor } from '../../../domain/team/contractor'
import type { Crew } from '../../../domain/team/crew'
import type { Employee } from '../../../domain/team/employee'
import type { EmployeeSummary } from '../../../domain/team/employee-summary'
import type { CollectionName } from '../../../domain/resources'
import { api } from '../../data/api-client'
import {
  detailKey,
  fetchList,
  fetchOne,
  infiniteListKey,
  listKey,
  localTzOffset,
} from '../../data/list'

export const TEAM_PAGE_SIZE = 24
const ALL = 200

function pagedList<T>(collection: CollectionName, params: Record<string, string | undefined>) {
  return infiniteQueryOptions({
    queryKey: infiniteListKey(collection, params),
    queryFn: ({ pageParam, signal }) =>
      fetchList<T>(collection, { ...params, limit: TEAM_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
  })
}

export const teamQueries = {
  contractors: () => pagedList<Contractor>('contractors', {}),
  employees: () => pagedList<Employee>('employees', {}),
  crews: (filter: 'active' | undefined) => pagedList<Crew>('crews', { filter }),

  /** Every employee, to name crew members and to pick them. */
  allEmployees: () => {
    const params = { sort: 'name', limit: ALL }
    return queryOptions({
      queryKey: listKey('employees', params),
      queryFn: ({ signal }) => fetchList<Employee>('employees', params, signal),
    })
  },

  employee: (id: string) =>
    queryOptions({
      queryKey: detailKey('employees', id),
      queryFn: ({ signal }) => fetchOne<Employee>('employees', id, signal),
    }),

  /** Crews, active jobs, and this week's (in the user's time zone) shift hours and earnings. */
  employeeSummary: (id: string) => {
    const tz = localTzOffset()
    return queryOptions({
      queryKey: ['employees', 'summary', id, { tz }] as const,
      queryFn: ({ signal }) =>
        api.get<EmployeeSummary>(`/api/employees/${encodeURIComponent(id)}/summary`, {
          query: { tz },
          signal,
        }),
    })
  },
}

function invalidate(queryClient: QueryClient, collection: CollectionName) {
  void queryClient.invalidateQueries({ queryKey: [collection] })
  // Crew membership changes what the employee pages count.
  if (collection === 'crews') void queryClient.invalidateQueries({ queryKey: ['employees'] })
}

export type ContractorInput = { company: string; contact: string; insurance_on_file: boolean }
export type EmployeeInput = {
  name: string
  role: string
  hourly_rate: number
  availability: string
}
export type CrewInput = { name: string; members: string[]; on_site_now: boolean }

export function useCreateContractor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ContractorInput) => api.post<Contractor>('/api/contractors', input),
    meta: { handlesErrors: true },
    onSuccess: () => invalidate(queryClient, 'contractors'),
  })
}

export function useCreateEmployee() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: EmployeeInput) => api.post<Employee>('/api/employees', input),
    meta: { handlesErrors: true },
    onSuccess: () => invalidate(queryClient, 'employees'),
  })
}

/** Creates a crew, or changes one (sent with its version, so a stale edit is refused). */
export function useSaveCrew() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ crew, input }: { crew: Crew | null; input: CrewInput }) =>
      crew
        ? api.patch<Crew>(`/api/crews/${crew.id}`, { ...input, version: crew.version })
        : api.post<Crew>('/api/crews', input),
    meta: { handlesErrors: true },
    onSettled: () => invalidate(queryClient, 'crews'),
  })
}
