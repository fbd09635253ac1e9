// The signed-in user's own notifications (issue #30): the bell's list and unread count, read again
// every minute, and marking them read.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { NotificationList } from '../../../domain/notifications/notification'
import { api } from '../../data/api-client'

/** How often the bell asks for new notifications. */
export const NOTIFICATIONS_REFETCH_MS = 60_000

const KEY = ['notifications'] as const

export const notificationsQuery = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      api.get<NotificationList>('/api/notifications', { signal, query: { limit: 20 } }),
    refetchInterval: NOTIFICATIONS_REFETCH_MS,
  })

export function useMarkNotificationRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.post<null>(`/api/notifications/${encodeURIComponent(id)}/read`),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  })
}

export function useMarkAllNotificationsRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<null>('/api/notifications/read-all'),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  })
}
