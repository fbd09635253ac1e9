// Team data: contractors, employees, crews and the employee summary (crews, active jobs).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Crew } from '../../../domain/team/crew'
import type { EmployeeSummary } from '../../../domain/team/employee-summary'
import { api } from '../../data/api-client'
import { localTzOffset } from '../../data/list'
import {
  invalidateCollection,
  recordSaved,
  resourceQueries,
  useCreateRecord,
} from '../../data/resource'

export const TEAM_PAGE_SIZE = 24

const employees = resourceQueries('employees')

export const teamQueries = {
  contractors: () => resourceQueries('contractors').pages({}, TEAM_PAGE_SIZE),
  employees: () => employees.pages({}, TEAM_PAGE_SIZE),
  crews: (filter: 'active' | undefined) =>
    resourceQueries('crews').pages({ filter }, TEAM_PAGE_SIZE),

  employee: employees.detail,

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

export type ContractorInput = { company: string; contact: string; insurance_on_file: boolean }
export type EmployeeInput = {
  name: string
  role: string
  hourly_rate: number
  availability: string
}
export type CrewInput = { name: string; members: string[]; on_site_now: boolean }

export const useCreateContractor = () =>
  useCreateRecord<'contractors', ContractorInput>('contractors', { handlesErrors: true })

export const useCreateEmployee = () =>
  useCreateRecord<'employees', EmployeeInput>('employees', { handlesErrors: true })

/** Creates a crew, or changes one (sent with its version, so a stale edit is refused). */
export function useSaveCrew() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ crew, input }: { crew: Crew | null; input: CrewInput }) =>
      crew
        ? api.patch<Crew>(`/api/crews/${crew.id}`, { ...input, version: crew.version })
        : api.post<Crew>('/api/crews', input),
    meta: { handlesErrors: true },
    onSuccess: (crew) => void recordSaved(queryClient, 'crews', crew),
    onError: () => void invalidateCollection(queryClient, 'crews'),
  })
}

/** Makes one of a crew's members its lead, or none (null); sent with the crew's version. */
export function useSetCrewLead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ crew, leadId }: { crew: Crew; leadId: string | null }) =>
      api.patch<Crew>(`/api/crews/${crew.id}`, { lead_employee_id: leadId, version: crew.version }),
    meta: { handlesErrors: true },
    onSuccess: (crew) => void recordSaved(queryClient, 'crews', crew),
    onError: () => void invalidateCollection(queryClient, 'crews'),
  })
}
