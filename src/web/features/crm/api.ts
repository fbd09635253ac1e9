// Persons data: query-option factories and mutation hooks. Keys start with the collection name, so a
// change anywhere invalidates every list and detail of that collection by prefix.
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import type { CreatePersonInput, PatchPersonInput, Person } from '../../../domain/crm/person'
import type { CreatePersonCallInput, PersonCall } from '../../../domain/crm/person-call'
import type { CreatePersonNoteInput, PersonNote } from '../../../domain/crm/person-note'
import type { Invoice } from '../../../domain/billing/invoice'
import type { Message } from '../../../domain/messages/message'
import type { Job } from '../../../domain/projects/job'
import type { Media } from '../../../domain/tools/media'
import { api } from '../../data/api-client'
import { isApiError } from '../../data/api-error'
import { invalidateAfterDelete } from '../../data/invalidate'
import { detailKey, fetchList, fetchOne, infiniteListKey, listKey } from '../../data/list'

export const PERSONS_PAGE_SIZE = 24
/** The API's largest page: enough for one client's jobs and paid invoices. */
export const ALL = 200

export type PersonSort = 'name' | 'recent' | 'newest'
export type PersonListParams = { q?: string | undefined; sort?: PersonSort | undefined }

export const personQueries = {
  all: () => ['persons'] as const,

  list: (params: PersonListParams) =>
    infiniteQueryOptions({
      queryKey: infiniteListKey('persons', params),
      queryFn: ({ pageParam, signal }) =>
        fetchList<Person>(
          'persons',
          { ...params, limit: PERSONS_PAGE_SIZE, cursor: pageParam },
          signal,
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
      // Keep showing the previous results while a new search loads.
      placeholderData: keepPreviousData,
    }),

  detail: (id: string) =>
    queryOptions({
      queryKey: detailKey('persons', id),
      queryFn: ({ signal }) => fetchOne<Person>('persons', id, signal),
    }),

  /** The person's jobs, most recent first. */
  jobs: (personId: string) => {
    const params = { client_person_id: personId, sort: 'recent', limit: ALL }
    return queryOptions({
      queryKey: listKey('jobs', params),
      queryFn: ({ signal }) => fetchList<Job>('jobs', params, signal),
    })
  },

  messages: (personId: string) => {
    const params = { person_id: personId, limit: 50 }
    return queryOptions({
      queryKey: listKey('messages', params),
      queryFn: ({ signal }) => fetchList<Message>('messages', params, signal),
    })
  },

  /** Photos of one of the person's jobs (the total counts all of them). */
  jobMedia: (jobId: string) => {
    const params = { job_id: jobId, limit: 24 }
    return queryOptions({
      queryKey: listKey('media', params),
      queryFn: ({ signal }) => fetchList<Media>('media', params, signal),
    })
  },

  paidInvoices: (personId: string) => {
    const params = { client_person_id: personId, status: 'Paid', limit: ALL }
    return queryOptions({
      queryKey: listKey('invoices', params),
      queryFn: ({ signal }) => fetchList<Invoice>('invoices', params, signal),
    })
  },

  notes: (personId: string) => {
    const params = { person_id: personId, limit: ALL }
    return queryOptions({
      queryKey: listKey('person-notes', params),
      queryFn: ({ signal }) => fetchList<PersonNote>('person-notes', params, signal),
    })
  },

  calls: (personId: string) => {
    const params = { person_id: personId, limit: ALL }
    return queryOptions({
      queryKey: listKey('person-calls', params),
      queryFn: ({ signal }) => fetchList<PersonCall>('person-calls', params, signal),
    })
  },
}

export function useCreatePerson() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreatePersonInput) => api.post<Person>('/api/persons', input),
    // The form shows field errors and its own toast.
    meta: { handlesErrors: true },
    onSuccess: (person) => {
      queryClient.setQueryData(detailKey('persons', person.id), person)
      void queryClient.invalidateQueries({
        queryKey: personQueries.all(),
        predicate: (query) => query.queryKey[1] !== 'detail',
      })
    },
  })
}

export function useUpdatePerson(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (patch: PatchPersonInput) =>
      api.patch<Person>(`/api/persons/${encodeURIComponent(id)}`, patch),
    // The edit dialog shows field errors and its own toast.
    meta: { handlesErrors: true },
    onSuccess: (person) => {
      queryClient.setQueryData(detailKey('persons', person.id), person)
      // Other screens show the name (cards, pickers, lookups).
      void queryClient.invalidateQueries({
        queryKey: personQueries.all(),
        predicate: (query) => query.queryKey[1] !== 'detail',
      })
    },
    onError: (error) => {
      // Someone else changed the person: show their version so the next edit starts from it.
      if (isApiError(error) && error.code === 'CONFLICT') {
        void queryClient.invalidateQueries({ queryKey: detailKey('persons', id) })
      }
    },
  })
}

export function useDeletePerson(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete(`/api/persons/${encodeURIComponent(id)}`),
    onSuccess: () => invalidateAfterDelete(queryClient, 'persons', id),
  })
}

export function useCreatePersonNote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreatePersonNoteInput) => api.post<PersonNote>('/api/person-notes', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['person-notes'] }),
  })
}

export function useDeletePersonNote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/person-notes/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['person-notes'] }),
  })
}

export function useCreatePersonCall() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreatePersonCallInput) => api.post<PersonCall>('/api/person-calls', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['person-calls'] }),
  })
}

export function useDeletePersonCall() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/person-calls/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['person-calls'] }),
  })
}
