// The office notifications (issue #30): a signed-in user's own list behind the bell, marking read,
// and their own preferences per kind. Only ever the caller's own rows. The demo has no accounts:
// an empty list and the default preferences, and nothing to mark or save.
import { z } from 'zod'
import {
  notificationListSchema,
  notificationPreferencesInput,
  notificationPreferencesSchema,
  preferencesWithDefaults,
  type NotificationList,
} from '../../domain/notifications/notification'
import { AppError, parseOrThrow } from '../../domain/shared/app-error'
import { NO_ACCOUNTS_MESSAGE } from '../auth/set-password'
import type { Grant } from '../access/authorize'
import { ctxOf, idParam, type ApiRoute } from '../shared/route-types'

export const NOTIFICATION_NOT_FOUND = 'Notification not found'

export const notificationsQuerySchema = z
  .object({
    limit: z.coerce
      .number({ message: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(100, 'limit may be at most 100')
      .default(20),
    cursor: z.string().max(100).optional(),
  })
  .strict()

const userOf = (grant: Grant | undefined): string | null => grant?.actor?.userId ?? null

export function notificationsRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/notifications',
      summary: 'Your own notifications, newest first, with how many are unread',
      tag: 'notifications',
      access: 'signed-in',
      querySchema: notificationsQuerySchema,
      responseSchema: notificationListSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const query = parseOrThrow(notificationsQuerySchema, input.query, 'Invalid query')
        const userId = userOf(input.grant)
        const body = await deps.store.read(async (tx): Promise<NotificationList> => {
          if (userId === null || tx.notifications === null)
            return { items: [], unread: 0, next_cursor: null }
          const page = await tx.notifications.listOf(userId, {
            limit: query.limit,
            cursor: query.cursor ?? null,
          })
          return { ...page, unread: await tx.notifications.unreadCount(userId) }
        })
        return { status: 200, body }
      },
    },
    {
      method: 'POST',
      path: '/api/notifications/:id/read',
      summary: 'Mark one of your notifications read',
      tag: 'notifications',
      access: 'signed-in',
      successStatus: 204,
      handle: async (input, deps) => {
        const id = idParam(input, 'Notification')
        const userId = userOf(input.grant)
        const now = ctxOf(deps).now
        await deps.store.transaction(async (tx) => {
          const found =
            userId !== null && tx.notifications !== null
              ? await tx.notifications.markRead(userId, id, now)
              : false
          if (!found) throw new AppError('NOT_FOUND', NOTIFICATION_NOT_FOUND)
        })
        return { status: 204, body: null }
      },
    },
    {
      method: 'POST',
      path: '/api/notifications/read-all',
      summary: 'Mark all of your notifications read',
      tag: 'notifications',
      access: 'signed-in',
      successStatus: 204,
      handle: async (input, deps) => {
        const userId = userOf(input.grant)
        const now = ctxOf(deps).now
        await deps.store.transaction(async (tx) => {
          if (userId !== null) await tx.notifications?.markAllRead(userId, now)
        })
        return { status: 204, body: null }
      },
    },
    {
      method: 'GET',
      path: '/api/account/notification-preferences',
      summary: 'Your own notification preferences: each kind in the app and by e-mail',
      tag: 'notifications',
      access: 'signed-in',
      responseSchema: notificationPreferencesSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const userId = userOf(input.grant)
        const stored = await deps.store.read(async (tx) =>
          userId === null ? [] : ((await tx.notifications?.preferencesOf([userId])) ?? []),
        )
        return { status: 200, body: { items: preferencesWithDefaults(stored) } }
      },
    },
    {
      method: 'PUT',
      path: '/api/account/notification-preferences',
      summary: 'Change your own notification preferences (the kinds named; the others stay)',
      tag: 'notifications',
      access: 'signed-in',
      bodySchema: notificationPreferencesInput,
      responseSchema: notificationPreferencesSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const { items } = parseOrThrow(
          notificationPreferencesInput,
          input.body,
          'Invalid preferences',
        )
        const userId = userOf(input.grant)
        const stored = await deps.store.transaction(async (tx) => {
          if (userId === null || tx.notifications === null)
            throw new AppError('INVALID_STATE', NO_ACCOUNTS_MESSAGE)
          await tx.notifications.savePreferences(userId, items)
          return tx.notifications.preferencesOf([userId])
        })
        return { status: 200, body: { items: preferencesWithDefaults(stored) } }
      },
    },
  ]
}
