// A job's field actions (issue #32 section 2): GET /api/jobs/:id/field-state and the commands On my
// way, Start {location?}, Pause {reason}, Resume and Finish {note?, finish_anyway?, location?}
// (the location only when the user shares it: lib/use-location-stamp.ts). A success refreshes the job
// (its status) and its timer.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { FieldState } from '../../../domain/field/job-activity'
import type { Job } from '../../../domain/projects/job'
import type { LocationStamp } from '../../../domain/time/time-api'
import { api } from '../../data/api-client'
import { uploadMedia } from '../../data/media-upload'
import { prepareUpload } from '../../lib/image-file'
import { recordSaved } from '../../data/resource'

export type FieldActionAnswer = {
  job: Job
  state: FieldState
  email: 'queued' | 'not_sent' | 'off' | 'opted_out' | 'no_address' | null
  text: 'queued' | 'off' | 'opted_out' | 'no_phone' | null
}

export type FieldCommand =
  | { kind: 'on-my-way' | 'resume' }
  | { kind: 'start'; location?: LocationStamp }
  | { kind: 'pause'; reason: string }
  | {
      kind: 'finish'
      note?: string
      photos?: string[]
      finish_anyway?: boolean
      location?: LocationStamp
    }

const base = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}`

export const fieldStateQuery = (jobId: string) =>
  queryOptions({
    // Under the collection's key: a change of the job (its status) reads it again.
    queryKey: ['jobs', 'field-state', jobId] as const,
    // Parsed: an answer of another shape is an error the card says, never a broken timer. The
    // schema (and zod) loads with the first answer, not with Today's first page.
    queryFn: async ({ signal }): Promise<FieldState> => {
      const [answer, { fieldStateSchema }] = await Promise.all([
        api.get<unknown>(`${base(jobId)}/field-state`, { signal }),
        import('../../../domain/field/job-activity'),
      ])
      return fieldStateSchema.parse(answer)
    },
  })

export function useFieldAction(jobId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (command: FieldCommand) => {
      const { kind, ...body } = command
      return api.post<FieldActionAnswer>(`${base(jobId)}/${kind}`, body)
    },
    meta: { handlesErrors: true },
    onSuccess: (answer) => {
      queryClient.setQueryData(fieldStateQuery(jobId).queryKey, answer.state)
      void recordSaved(queryClient, 'jobs', answer.job)
    },
  })
}

/** Finish's photos become the job's photos first (as the Media upload makes them): their ids. */
export async function uploadJobPhotos(jobId: string, files: readonly File[]): Promise<string[]> {
  const ids: string[] = []
  for (const file of files) {
    const prepared = await prepareUpload(file)
    const media = await uploadMedia({
      data_url: prepared.dataUrl,
      ...(prepared.thumbDataUrl ? { thumb_data_url: prepared.thumbDataUrl } : {}),
      ...(prepared.fileName ? { file_name: prepared.fileName } : {}),
      job_id: jobId,
    })
    ids.push(media.id)
  }
  return ids
}
