// A job's field actions (issue #32 section 2): GET /api/jobs/:id/field-state and the commands On my
// way, Start {location?}, Pause {reason}, Resume and Finish {note?, finish_anyway?, location?}
// (the location only when the user shares it: lib/use-location-stamp.ts). Each goes through the
// phone's outbox (issue #33) with the time the person acted: sent at once when online, kept and
// replayed later when not. A success refreshes the job (its status) and its timer; a queued action
// shows on the timer at once.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { FieldState } from '../../../domain/field/job-activity'
import { readFieldState } from '../../../domain/field/read-field-state'
import type { Job } from '../../../domain/projects/job'
import { api } from '../../data/api-client'
import { detailKey } from '../../data/list'
import { recordSaved } from '../../data/resource'
import type { FieldCommand, FinishPhoto } from './field-command'
import { queuedFieldState, queuedJobStatus } from './queued-field-state'

/** Loaded on the first change: the outbox (IndexedDB) stays off the screens that only read. */
const loadOutbox = () => import('../../data/outbox/replay-outbox')

export type FieldActionAnswer = {
  job: Job
  state: FieldState
  email: 'queued' | 'not_sent' | 'off' | 'opted_out' | 'no_address' | null
  text: 'queued' | 'off' | 'opted_out' | 'no_phone' | null
}

/** The server's answer (null: another tab of the app sent it), or kept on the phone for later. */
export type FieldActionResult =
  { status: 'sent'; answer: FieldActionAnswer | null } | { status: 'queued' }

const VERB: Record<FieldCommand['kind'], string> = {
  'on-my-way': 'On my way to',
  start: 'Start',
  pause: 'Pause',
  resume: 'Resume',
  finish: 'Finish',
}

const base = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}`

export const fieldStateQuery = (jobId: string) =>
  queryOptions({
    // Under the collection's key: a change of the job (its status) reads it again.
    queryKey: ['jobs', 'field-state', jobId] as const,
    // Read as the schema takes it: an answer of another shape is an error the card says, never a
    // broken timer. Without zod, which would be Today's largest task after its cards.
    queryFn: async ({ signal }): Promise<FieldState> =>
      readFieldState(await api.get<unknown>(`${base(jobId)}/field-state`, { signal })),
  })

export function useFieldAction(job: Pick<Job, 'id' | 'title'>) {
  const queryClient = useQueryClient()
  const jobId = job.id
  return useMutation({
    // Offline too: the outbox keeps the action, TanStack Query must not hold it back.
    networkMode: 'always',
    mutationFn: async (command: FieldCommand): Promise<FieldActionResult> => {
      const { connectOutbox, submitToOutbox } = await loadOutbox()
      connectOutbox(queryClient)
      const actedAt = Date.now()
      const { kind, ...fields } = command
      const { files = [], ...body }: { files?: FinishPhoto[] } & Record<string, unknown> = fields
      const result = await submitToOutbox<FieldActionAnswer>({
        method: 'POST',
        path: `${base(jobId)}/${kind}`,
        body: { ...body, acted_at: actedAt },
        ...(files.length > 0
          ? { photos: files.map(({ file, key }) => ({ blob: file, name: file.name, key })) }
          : {}),
        acted_at: actedAt,
        label: `${VERB[kind]} ${job.title}`,
        job_id: jobId,
        refresh: [['jobs'], ['media']],
      })
      if (result.status === 'sent') return result
      queryClient.setQueryData(fieldStateQuery(jobId).queryKey, (state) =>
        state ? queuedFieldState(state, command, actedAt) : state,
      )
      const status = queuedJobStatus(command)
      if (status)
        queryClient.setQueryData<Job>(detailKey('jobs', jobId), (stored) =>
          stored ? { ...stored, status } : stored,
        )
      return { status: 'queued' }
    },
    meta: { handlesErrors: true },
    onSuccess: (result) => {
      if (result.status === 'queued') return
      if (!result.answer) {
        void queryClient.invalidateQueries({ queryKey: detailKey('jobs', jobId) })
        void queryClient.invalidateQueries({ queryKey: fieldStateQuery(jobId).queryKey })
        return
      }
      queryClient.setQueryData(fieldStateQuery(jobId).queryKey, result.answer.state)
      void recordSaved(queryClient, 'jobs', result.answer.job)
    },
  })
}
