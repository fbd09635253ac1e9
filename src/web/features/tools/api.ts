// Tools data: media (photos and videos), templates, forms with their submissions, and notes.
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import type { Form } from '../../../domain/tools/form'
import type { Media } from '../../../domain/tools/media'
import type { Note, NoteFolder } from '../../../domain/tools/note'
import type { Submission } from '../../../domain/tools/submission'
import type { Template } from '../../../domain/tools/template'
import { api } from '../../data/api-client'
import { fetchList, infiniteListKey, listKey } from '../../data/list'

export const MEDIA_PAGE_SIZE = 24
export const NOTES_PAGE_SIZE = 50

export const mediaQueries = {
  /** Media, newest first, optionally of one job. */
  list: (jobId: string | undefined) => {
    const params = { job_id: jobId, limit: MEDIA_PAGE_SIZE }
    return infiniteQueryOptions({
      queryKey: infiniteListKey('media', params),
      queryFn: ({ pageParam, signal }) =>
        fetchList<Media>('media', { ...params, cursor: pageParam }, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    })
  },
  /** The newest few, for 'Recent Media'. */
  recent: (limit: number) => {
    const params = { limit }
    return queryOptions({
      queryKey: listKey('media', params),
      queryFn: ({ signal }) => fetchList<Media>('media', params, signal),
    })
  },
}

export function useDeleteMedia() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/media/${encodeURIComponent(id)}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['media'] }),
  })
}

export function useUpdateMedia() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      id,
      ...patch
    }: {
      id: string
      version: number
      job_id?: string | null
      notes?: string
    }) => api.patch<Media>(`/api/media/${encodeURIComponent(id)}`, patch),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['media'] }),
  })
}

export const templateQueries = {
  list: () => {
    const params = { limit: 200 }
    return queryOptions({
      queryKey: listKey('templates', params),
      queryFn: ({ signal }) => fetchList<Template>('templates', params, signal),
    })
  },
}

export const formQueries = {
  list: () => {
    const params = { limit: 200 }
    return queryOptions({
      queryKey: listKey('forms', params),
      queryFn: ({ signal }) => fetchList<Form>('forms', params, signal),
    })
  },
  submissions: (formId: string) => {
    const params = { form_id: formId, limit: 50 }
    return queryOptions({
      queryKey: listKey('submissions', params),
      queryFn: ({ signal }) => fetchList<Submission>('submissions', params, signal),
    })
  },
}

export function useSetSubmissionStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      submission,
      status,
    }: {
      submission: Submission
      status: Submission['status']
    }) =>
      api.patch<Submission>(`/api/submissions/${encodeURIComponent(submission.id)}`, {
        status,
        version: submission.version,
      }),
    // The refetch finishes before the control is enabled again, so the next change has the new version.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['submissions'] }),
  })
}

export const noteQueries = {
  folder: (folder: NoteFolder) => {
    const params = { folder, limit: NOTES_PAGE_SIZE }
    return infiniteQueryOptions({
      queryKey: infiniteListKey('notes', params),
      queryFn: ({ pageParam, signal }) =>
        fetchList<Note>('notes', { ...params, cursor: pageParam }, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    })
  },
  count: (folder: NoteFolder) => {
    const params = { folder, limit: 1 }
    return queryOptions({
      queryKey: listKey('notes', params),
      queryFn: ({ signal }) => fetchList<Note>('notes', params, signal),
      select: (page) => page.total,
    })
  },
}

export function useMoveNote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ note, folder }: { note: Note; folder: NoteFolder }) =>
      api.patch<Note>(`/api/notes/${encodeURIComponent(note.id)}`, {
        folder,
        version: note.version,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['notes'] }),
  })
}

export function useDeleteNote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/notes/${encodeURIComponent(id)}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['notes'] }),
  })
}
