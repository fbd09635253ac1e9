// Settings > Notifications' e-mail templates (issue #30 section 5, server mode): each kind's texts,
// a save, a reset to the defaults, and the preview the server renders with sample values.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { MailKind } from '../../../domain/mail/mail-kinds'
import type { MailTemplateText, MailTemplateView } from '../../../domain/mail/mail-template'
import { api } from '../../data/api-client'

export type RenderedMail = { subject: string; html: string; text: string }

const templatesKey = ['mail-templates'] as const

export const mailTemplateQueries = {
  list: () =>
    queryOptions({
      queryKey: templatesKey,
      queryFn: ({ signal }) => api.get<MailTemplateView[]>('/api/mail-templates', { signal }),
    }),
  preview: (kind: MailKind, text: MailTemplateText) =>
    queryOptions({
      queryKey: [...templatesKey, 'preview', kind, text.subject, text.message] as const,
      queryFn: ({ signal }) =>
        api.post<RenderedMail>(`/api/mail-templates/${kind}/preview`, text, { signal }),
      staleTime: Infinity,
      meta: { handlesErrors: true },
    }),
}

export function useSaveMailTemplate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ kind, text }: { kind: MailKind; text: MailTemplateText }) =>
      api.patch<MailTemplateView>(`/api/mail-templates/${kind}`, text),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey, exact: true }),
  })
}

export function useResetMailTemplate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (kind: MailKind) => api.delete(`/api/mail-templates/${kind}`),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey, exact: true }),
  })
}
