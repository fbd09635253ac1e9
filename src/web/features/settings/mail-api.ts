// Settings > Notifications, outgoing e-mail (issue #30, server mode): the mail server's status, a
// test e-mail, and the outbox with its "Resend".
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { OutboxStatus } from '../../../domain/mail/outbox-message'
import { api } from '../../data/api-client'

export type MailStatus = {
  configured: boolean
  server: string | null
  from: string | null
  reply_to: string | null
  public_url: string
  public_url_set: boolean
}

export type OutboxItem = {
  id: string
  kind: string
  to: string
  subject: string
  about: { collection: string; id: string; label: string | null } | null
  status: OutboxStatus
  attempts: number
  last_error: string | null
  created_at: number
  sent_at: number | null
  next_attempt_at: number | null
  /** The user whose action sent it; null: the app sent it on its own (a follow-up, a notice). */
  created_by: string | null
}

export type OutboxPage = { items: OutboxItem[]; next_cursor: string | null }

const outboxKey = ['outbox'] as const

export const mailQueries = {
  status: () =>
    queryOptions({
      queryKey: ['mail-status'] as const,
      queryFn: ({ signal }) => api.get<MailStatus>('/api/mail/status', { signal }),
    }),
  outbox: (limit: number) =>
    queryOptions({
      queryKey: [...outboxKey, limit] as const,
      queryFn: ({ signal }) =>
        api.get<OutboxPage>('/api/outbox', { signal, query: { limit: String(limit) } }),
      // Deliveries change the list on their own: look again while the page is open.
      refetchInterval: 15_000,
    }),
}

export function useSendTestMail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (to: string) => api.post<OutboxItem>('/api/mail/test', { to }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxKey }),
  })
}

export function useResendMail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.post<OutboxItem>(`/api/outbox/${id}/resend`, {}),
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKey }),
  })
}
