// Shift data for the employee's Schedule tab: the coming shifts, and adding, changing and deleting
// them. Every change also changes the employee's Hours This Week and Earnings (the summary).
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { CreateShiftInput, PatchShiftInput, Shift } from '../../../domain/team/shift'
import { api } from '../../data/api-client'
import { isApiError } from '../../data/api-error'
import { fetchList, listKey, localTzOffset } from '../../data/list'

/** More coming shifts than a schedule ever holds; the list is not paged. */
const ALL = 200

const path = (id: string) => `/api/shifts/${encodeURIComponent(id)}`
/** The refusal of an overlapping shift names the other one's time in the user's time zone. */
const withTz = () => ({ query: { tz: localTzOffset() } })

export const shiftQueries = {
  upcoming: (employeeId: string) => {
    const params = { employee_id: employeeId, filter: 'upcoming', sort: 'start', limit: ALL }
    return queryOptions({
      queryKey: listKey('shifts', params),
      queryFn: ({ signal }) => fetchList<Shift>('shifts', params, signal),
    })
  },
}

function invalidateShifts(queryClient: QueryClient, employeeId: string) {
  void queryClient.invalidateQueries({ queryKey: ['shifts'] })
  void queryClient.invalidateQueries({ queryKey: ['employees', 'summary', employeeId] })
}

export function useCreateShift(employeeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateShiftInput) => api.post<Shift>('/api/shifts', input, withTz()),
    // The dialog puts the refusal under its fields and in a toast.
    meta: { handlesErrors: true },
    onSuccess: () => invalidateShifts(queryClient, employeeId),
  })
}

export function useUpdateShift(employeeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: PatchShiftInput }) =>
      api.patch<Shift>(path(id), patch, withTz()),
    meta: { handlesErrors: true },
    onSuccess: () => invalidateShifts(queryClient, employeeId),
    onError: (error) => {
      // Someone else changed or deleted it: show what is there now.
      if (isApiError(error) && (error.code === 'CONFLICT' || error.code === 'NOT_FOUND')) {
        invalidateShifts(queryClient, employeeId)
      }
    },
  })
}

export function useDeleteShift(employeeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete(path(id)),
    onSettled: () => invalidateShifts(queryClient, employeeId),
  })
}
