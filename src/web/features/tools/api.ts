// Tools data: media (photos and videos), templates, forms with their submissions, and notes.
import type { Note, NoteFolder } from '../../../domain/tools/note'
import type { Submission } from '../../../domain/tools/submission'
import {
  resourceQueries,
  ROWS_PAGE_SIZE,
  useDeleteRecord,
  useUpdateRecord,
} from '../../data/resource'

export const MEDIA_PAGE_SIZE = 24
export const NOTES_PAGE_SIZE = 50

const media = resourceQueries('media')
const notes = resourceQueries('notes')

export const mediaQueries = {
  /** Media, newest first, optionally of one job. */
  list: (jobId: string | undefined) => media.pages({ job_id: jobId }, MEDIA_PAGE_SIZE),
  /** The newest few, for 'Recent Media'. */
  recent: (limit: number) => media.list({ limit }),
}

export const useDeleteMedia = () => useDeleteRecord('media')

export const useUpdateMedia = () =>
  useUpdateRecord(
    'media',
    ({
      id,
      ...patch
    }: {
      id: string
      version: number
      job_id?: string | null
      notes?: string
    }) => ({
      id,
      patch,
    }),
  )

export const templateQueries = {
  list: () => resourceQueries('templates').rows({}, ROWS_PAGE_SIZE),
}

export const formQueries = {
  list: () => resourceQueries('forms').rows({}, ROWS_PAGE_SIZE),
  submissions: (formId: string) =>
    resourceQueries('submissions').list({ form_id: formId, limit: 50 }),
}

// The refetch finishes before the control is enabled again, so the next change has the new version.
export const useSetSubmissionStatus = () =>
  useUpdateRecord(
    'submissions',
    ({ submission, status }: { submission: Submission; status: Submission['status'] }) => ({
      id: submission.id,
      patch: { status, version: submission.version },
    }),
  )

export const noteQueries = {
  folder: (folder: NoteFolder) => notes.pages({ folder }, NOTES_PAGE_SIZE),
  count: (folder: NoteFolder) => ({
    ...notes.list({ folder, limit: 1 }),
    select: (page: { total: number }) => page.total,
  }),
}

export const useMoveNote = () =>
  useUpdateRecord('notes', ({ note, folder }: { note: Note; folder: NoteFolder }) => ({
    id: note.id,
    patch: { folder, version: note.version },
  }))

export const useDeleteNote = () => useDeleteRecord('notes')
