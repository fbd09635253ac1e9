// Timesheets (issue #32 section 3): the week's list (GET /api/timesheets?week=), one employee's week
// (GET /api/timesheets/:employeeId/:week), Submit, Approve and Send back, and the office's entry
// corrections (POST, PATCH with version, DELETE /api/time-entries). Keys start with 'time', so a
// clock action on Today refreshes them too; a change also refreshes the employees' summaries.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type {
  createTimeEntrySchema,
  patchTimeEntrySchema,
  TimeEntry,
  TimesheetAnswer,
  TimesheetListAnswer,
} from '../../../domain/time/time-api'
import { api } from '../../data/api-client'
import { invalidateCollection } from '../../data/resource'

export type CreateTimeEntryInput = z.input<typeof createTimeEntrySchema>
export type PatchTimeEntryInput = z.input<typeof patchTimeEntrySchema>
export type TimesheetDecision = 'submit' | 'approve' | 'send-back'

const sheetPath = (employeeId: string, week: string) =>
  `/api/timesheets/${encodeURIComponent(employeeId)}/${encodeURIComponent(week)}`

export const timesheetQueries = {
  /** `week`: its Sunday (YYYY-MM-DD). */
  list: (week: string) =>
    queryOptions({
      queryKey: ['time', 'timesheets', 'list', week] as const,
      queryFn: ({ signal }) =>
        api.get<TimesheetListAnswer>('/api/timesheets', { query: { week }, signal }),
    }),
  detail: (employeeId: string, week: string) =>
    queryOptions({
      queryKey: ['time', 'timesheets', 'detail', employeeId, week] as const,
      queryFn: ({ signal }) => api.get<TimesheetAnswer>(sheetPath(employeeId, week), { signal }),
    }),
}

/** After any change: every time query, and the employees' Hours This Week and Earnings. */
function useRefreshTime() {
  const queryClient = useQueryClient()
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['time'] }),
      invalidateCollection(queryClient, 'employees'),
    ])
  }
}

export function useTimesheetDecision(employeeId: string, week: string) {
  const refresh = useRefreshTime()
  return useMutation({
    mutationFn: ({ decision, note }: { decision: TimesheetDecision; note?: string }) =>
      // The answer is the week's state record; the view reads the whole week again.
      api.post<unknown>(
        `${sheetPath(employeeId, week)}/${decision}`,
        decision === 'send-back' ? { note } : {},
      ),
    meta: { handlesErrors: true },
    onSettled: refresh,
  })
}

export function useCreateTimeEntry() {
  const refresh = useRefreshTime()
  return useMutation({
    mutationFn: (input: CreateTimeEntryInput) => api.post<TimeEntry>('/api/time-entries', input),
    meta: { handlesErrors: true },
    onSettled: refresh,
  })
}

export function useUpdateTimeEntry() {
  const refresh = useRefreshTime()
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: PatchTimeEntryInput }) =>
      api.patch<TimeEntry>(`/api/time-entries/${encodeURIComponent(id)}`, patch),
    meta: { handlesErrors: true },
    onSettled: refresh,
  })
}

export function useDeleteTimeEntry() {
  const refresh = useRefreshTime()
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/time-entries/${encodeURIComponent(id)}`),
    meta: { handlesErrors: true },
    onSettled: refresh,
  })
}
