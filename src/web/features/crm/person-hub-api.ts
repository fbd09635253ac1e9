// A client's hub access (issue #31 section 1, server mode): links sent, last visit, revoked or not;
// "Send hub link" and "Revoke access". Read and changed by the office (Owner, Office).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { hubStatusSchema, type HubStatus } from '../../../domain/hub/hub-status'
import { api } from '../../data/api-client'
import type { SentMessage } from '../../data/send-mail'

// Under the collection's key: a change of the person reads it again with the rest.
const keyOf = (personId: string) => ['persons', 'hub', personId] as const
const pathOf = (personId: string, tail: string) =>
  `/api/persons/${encodeURIComponent(personId)}/${tail}`

export const personHubQuery = (personId: string) =>
  queryOptions({
    queryKey: keyOf(personId),
    // Parsed: an answer of another shape (an older server) shows as an error, not a broken card.
    queryFn: async ({ signal }) =>
      hubStatusSchema.parse(await api.get<unknown>(pathOf(personId, 'hub'), { signal })),
  })

export function useSendHubLink(personId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () =>
      api.post<{ status: HubStatus; message: SentMessage }>(pathOf(personId, 'hub-link'), {}),
    meta: { handlesErrors: true },
    onSuccess: (answer) => client.setQueryData(keyOf(personId), answer.status),
  })
}

export function useRevokeHubAccess(personId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<HubStatus>(pathOf(personId, 'hub-revoke'), {}),
    meta: { handlesErrors: true },
    onSuccess: (status) => client.setQueryData(keyOf(personId), status),
  })
}
