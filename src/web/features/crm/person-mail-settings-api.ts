// A client's own e-mail choice (issue #30 section 4, server mode): no automatic reminders,
// follow-ups or visit reminders for them. Read and changed by the roles that see billing.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ClientMailSettings } from '../../../domain/mail/follow-up-settings'
import { api } from '../../data/api-client'

// Under the collection's key: a change of the person reads it again with the rest.
const keyOf = (personId: string) => ['persons', 'mail-settings', personId] as const
const pathOf = (personId: string) => `/api/persons/${encodeURIComponent(personId)}/mail-settings`

export const personMailSettingsQuery = (personId: string) =>
  queryOptions({
    queryKey: keyOf(personId),
    queryFn: ({ signal }) => api.get<ClientMailSettings>(pathOf(personId), { signal }),
  })

/** Saves at once; the switch shows the new choice meanwhile and goes back if the server refuses. */
export function useSavePersonMailSettings(personId: string) {
  const client = useQueryClient()
  const key = keyOf(personId)
  return useMutation({
    mutationFn: (settings: ClientMailSettings) =>
      api.put<ClientMailSettings>(pathOf(personId), settings),
    meta: { handlesErrors: true },
    onMutate: async (settings) => {
      await client.cancelQueries({ queryKey: key })
      const before = client.getQueryData<ClientMailSettings>(key)
      client.setQueryData<ClientMailSettings>(key, settings)
      return { before }
    },
    onError: (_error, _settings, context) => {
      if (context?.before) client.setQueryData(key, context.before)
    },
    onSuccess: (saved) => client.setQueryData(key, saved),
  })
}
