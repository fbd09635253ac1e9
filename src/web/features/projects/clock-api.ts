// The day clock on Today (issue #32 section 3): GET /api/time/clock (me, and the crew I lead) and the
// actions clock-in, break-start, break-end and clock-out for me or, with employee_ids, my crew. Keys
// start with 'time', so a clock action refreshes the timesheets too. Each action goes through the
// phone's outbox (issue #33) with the time the person acted: sent at once when online, replayed
// later when not (the entry then starts or ends when they acted, not when it arrived).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ClockActionAnswer, ClockAnswer, ClockBody } from '../../../domain/time/time-api'
import { api } from '../../data/api-client'

/** Loaded on the first change: the outbox (IndexedDB) stays off the screens that only read. */
const loadOutbox = () => import('../../data/outbox/replay-outbox')

export type ClockAction = 'clock-in' | 'break-start' | 'break-end' | 'clock-out'

/** The server's answer (null: another tab of the app sent it), or kept on the phone for later. */
export type ClockActionResult =
  { status: 'sent'; answer: ClockActionAnswer | null } | { status: 'queued' }

const LABEL: Record<ClockAction, string> = {
  'clock-in': 'Clock in',
  'break-start': 'Start a break',
  'break-end': 'End the break',
  'clock-out': 'Clock out',
}

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
    // Offline too: the outbox keeps the action, TanStack Query must not hold it back.
    networkMode: 'always',
    mutationFn: async ({
      action,
      body,
    }: {
      action: ClockAction
      body: ClockBody
    }): Promise<ClockActionResult> => {
      const { connectOutbox, submitToOutbox } = await loadOutbox()
      connectOutbox(queryClient)
      const actedAt = Date.now()
      const crew = body.employee_ids?.length
      const result = await submitToOutbox<ClockActionAnswer>({
        method: 'POST',
        path: `/api/time/${action}`,
        body: { ...body, acted_at: actedAt },
        acted_at: actedAt,
        label: crew ? `${LABEL[action]} (${crew} of the crew)` : LABEL[action],
        refresh: [['time']],
      })
      return result.status === 'sent' ? result : { status: 'queued' }
    },
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['time'] }),
  })
}
