// Data for the overlays: what the assistant reads (today's jobs, overdue invoices, contacts),
// phonebook contacts with their jobs and invoices, and SMS threads.
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Permission } from '../../../domain/access/permissions'
import type { AssistantData } from '../../../domain/assistant/keyword-answerer'
import type { Invoice } from '../../../domain/billing/invoice'
import type { Person } from '../../../domain/crm/person'
import type { SmsMessage, SmsSender, SmsThread } from '../../../domain/messages/sms'
import type { Job } from '../../../domain/projects/job'
import type { Note, NoteFolder } from '../../../domain/tools/note'
import { api } from '../../data/api-client'
import { fetchList, fetchOne, infiniteListKey, listKey } from '../../data/list'
import { lookupQuery } from '../../data/use-records-by-id'
import { useAccess } from '../../lib/access'

/**
 * The assistant reads live data through the same API (and cache) as the screens, and only what
 * the signed-in role may read: a port it may not use is left out (the answerer then says so).
 */
export function assistantData(
  queryClient: QueryClient,
  can: (permission: Permission) => boolean = () => true,
): AssistantData {
  const data: Required<AssistantData> = {
    async jobsToday() {
      const page = await fetchList<Job>('jobs', { filter: 'today', sort: 'date', limit: 50 })
      return { items: page.items, total: page.total }
    },
    async overdueInvoices() {
      const page = await fetchList<Invoice>('invoices', {
        filter: 'overdue',
        sort: 'due',
        limit: 50,
      })
      const clients = await Promise.all(
        page.items.map((i) =>
          queryClient
            .fetchQuery(lookupQuery<Person>('persons', i.client_person_id))
            .catch(() => null),
        ),
      )
      return {
        items: page.items.map((invoice, i) => ({
          ...invoice,
          client_name: clients[i]?.name ?? null,
        })),
        total: page.total,
      }
    },
    async findContacts(name) {
      const page = await fetchList<Person>('persons', { q: name, limit: 5 })
      return page.items
    },
  }
  return {
    ...(can('jobs:read') ? { jobsToday: data.jobsToday } : {}),
    ...(can('billing:read') ? { overdueInvoices: data.overdueInvoices } : {}),
    ...(can('crm:read') ? { findContacts: data.findContacts } : {}),
  }
}

/** The assistant's data for the signed-in role. */
export function useAssistantData(): AssistantData {
  const queryClient = useQueryClient()
  const { can } = useAccess()
  return useMemo(() => assistantData(queryClient, can), [queryClient, can])
}

export const CONTACTS_PAGE_SIZE = 40

export const phonebookQueries = {
  contacts: (q: string | undefined) =>
    infiniteQueryOptions({
      queryKey: infiniteListKey('persons', { q, sort: 'name', phonebook: true }),
      queryFn: ({ pageParam, signal }) =>
        fetchList<Person>(
          'persons',
          { q, sort: 'name', limit: CONTACTS_PAGE_SIZE, cursor: pageParam },
          signal,
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
      placeholderData: keepPreviousData,
    }),
  person: (id: string) =>
    queryOptions({
      queryKey: ['persons', 'detail', id] as const,
      queryFn: ({ signal }) => fetchOne<Person>('persons', id, signal),
    }),
  projects: (personId: string) => {
    const params = { client_person_id: personId, sort: 'recent', limit: 20 }
    return queryOptions({
      queryKey: listKey('jobs', params),
      queryFn: ({ signal }) => fetchList<Job>('jobs', params, signal),
    })
  },
  invoices: (personId: string) => {
    const params = { client_person_id: personId, sort: 'newest', limit: 20 }
    return queryOptions({
      queryKey: listKey('invoices', params),
      queryFn: ({ signal }) => fetchList<Invoice>('invoices', params, signal),
    })
  },
}

export const smsQueries = {
  threads: () =>
    queryOptions({
      queryKey: listKey('sms-threads', { limit: 100 }),
      queryFn: ({ signal }) => fetchList<SmsThread>('sms-threads', { limit: 100 }, signal),
    }),
  messages: (threadId: string) => {
    const params = { thread_id: threadId, sort: 'newest', limit: 100 }
    return queryOptions({
      queryKey: listKey('sms-messages', params),
      queryFn: ({ signal }) => fetchList<SmsMessage>('sms-messages', params, signal),
    })
  },
}

export function useOpenSmsThread() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (personId: string) =>
      api.post<SmsThread>('/api/sms-threads', { person_id: personId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['sms-threads'] }),
  })
}

export function useSendSms() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { thread_id: string; text: string; from?: SmsSender }) =>
      api.post<SmsMessage>('/api/sms-messages', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['sms-messages'] })
      void queryClient.invalidateQueries({ queryKey: ['sms-threads'] })
    },
  })
}

export function useSaveNote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { folder: NoteFolder; text: string }) =>
      api.post<Note>('/api/notes', input),
    meta: { handlesErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['notes'] }),
  })
}
