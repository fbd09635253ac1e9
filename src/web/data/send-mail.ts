// Send to Client, Send Invoice and Send Reminder (issue #30 section 3): the e-mail the server would
// send (the dialog's defaults) and the send itself, which answers the record as it is now and the
// queued message (null in the demo: nothing is sent there).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Invoice } from '../../domain/billing/invoice'
import type { Estimate } from '../../domain/sales/estimate'
import { api } from './api-client'
import { invalidateCollection, recordSaved } from './resource'

export type SendKind = 'estimate' | 'invoice' | 'reminder'

export type MailPreview = {
  to: string
  subject: string
  message: string
  attachment: string
  can_send: boolean
}

export type SendMailBody = { to?: string; subject?: string; message?: string }

export type SentMessage = {
  id: string
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'not_sent'
  last_error: string | null
}

export type SendAnswer<R> = { record: R; message: SentMessage | null }

const enc = encodeURIComponent

const sendPath: Record<SendKind, (id: string) => string> = {
  estimate: (id) => `/api/estimates/${enc(id)}/send`,
  invoice: (id) => `/api/invoices/${enc(id)}/send`,
  reminder: (id) => `/api/invoices/${enc(id)}/send-reminder`,
}

const previewPath: Record<SendKind, (id: string) => string> = {
  estimate: (id) => `/api/estimates/${enc(id)}/send-preview`,
  invoice: (id) => `/api/invoices/${enc(id)}/send-preview`,
  reminder: (id) => `/api/invoices/${enc(id)}/reminder-preview`,
}

export function useMailPreview(kind: SendKind, id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['mail-preview', kind, id],
    queryFn: () => api.get<MailPreview>(previewPath[kind](id)),
    enabled,
    // The texts follow the record and the templates: fetched fresh each time the dialog opens.
    staleTime: 0,
    gcTime: 0,
  })
}

export function useSendEstimate(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SendMailBody) => api.post<SendAnswer<Estimate>>(sendPath.estimate(id), body),
    meta: { handlesErrors: true },
    onSuccess: ({ record }) => void recordSaved(queryClient, 'estimates', record),
  })
}

export function useSendInvoice(kind: 'invoice' | 'reminder', id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SendMailBody) => api.post<SendAnswer<Invoice>>(sendPath[kind](id), body),
    meta: { handlesErrors: true },
    onSuccess: ({ record }) => {
      void recordSaved(queryClient, 'invoices', record)
      void invalidateCollection(queryClient, 'invoices')
    },
  })
}
