// The signed-in user's own notification preferences (issue #30): each kind in the app and by e-mail.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { NotificationPreference } from '../../../domain/notifications/notification'
import { api } from '../../data/api-client'

type Preferences = { items: NotificationPreference[] }

const KEY = ['account', 'notification-preferences'] as const
const PATH = '/api/account/notification-preferences'

export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<Preferences>(PATH, { signal }),
  })

/** Saves one kind's choice; the list shows it at once and goes back if the server refuses. */
export function useSaveNotificationPreference() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (preference: NotificationPreference) =>
      api.put<Preferences>(PATH, { items: [preference] }),
    onMutate: async (preference) => {
      await client.cancelQueries({ queryKey: KEY })
      const before = client.getQueryData<Preferences>(KEY)
      if (before) {
        client.setQueryData<Preferences>(KEY, {
          items: before.items.map((p) => (p.kind === preference.kind ? preference : p)),
        })
      }
      return { before }
    },
    onError: (_error, _preference, context) => {
      if (context?.before) client.setQueryData(KEY, context.before)
    },
    onSuccess: (saved) => client.setQueryData(KEY, saved),
  })
}
