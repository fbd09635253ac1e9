// The day clock on Today (issue #32 section 3): GET /api/time/clock (me, and the crew I lead) and the
// actions clock-in, break-start, break-end and clock-out for me or, with employee_ids, my crew. Keys
// start with 'time', so a clock action refreshes the timesheets too.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ClockActionAnswer, ClockAnswer, ClockBody } from '../../../domain/time/time-api'
import { api } from '../../data/api-client'

export type ClockAction = 'clock-in' | 'break-start' | 'break-end' | 'clock-out'

/** `crewId`: a crew's members for the office and a Foreman (Today's crew filter). */
export const clockQuery = (crewId?: string) =>
  queryOptions({
    queryKey: ['time', 'clock', crewId ?? null] as const,
    queryFn: ({ signal }) =>
      api.get<ClockAnswer>('/api/time/clock', {
        query: crewId ? { crew_id: crewId } : {},
        signal,
      }),
  })

export function useClockAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ action, body }: { action: ClockAction; body: ClockBody }) =>
      api.post<ClockActionAnswer>(`/api/time/${action}`, body),
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['time'] }),
  })
}
