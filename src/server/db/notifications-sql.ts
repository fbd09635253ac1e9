// The office notifications' port (api/notifications/notifications-store.ts) on SQL: each user's
// own rows only, newest first, paged by (created_at, id).
import { randomUUID } from 'node:crypto'
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { NotificationsTx } from '../../api/notifications/notifications-store'
import {
  notificationSchema,
  storedNotificationPreferenceSchema,
  type Notification,
} from '../../domain/notifications/notification'
import { AppError } from '../../domain/shared/app-error'
import type { Executor } from './executor'
import { notificationPreferences, notifications } from './schema'

const encodeCursor = (n: Notification) => `${n.created_at}.${n.id}`

function decodeCursor(cursor: string): { at: number; id: string } {
  const match = /^(\d{1,16})\.([0-9a-f-]{36})$/.exec(cursor)
  if (!match) throw new AppError('VALIDATION', 'Invalid cursor', { cursor: 'Invalid cursor' })
  return { at: Number(match[1]), id: match[2] ?? '' }
}

export function createNotificationsTx(
  db: Executor,
  { now }: { now: () => number },
): NotificationsTx {
  return {
    async add(userIds, kind, notice) {
      if (userIds.length === 0) return
      const at = now()
      await db.insert(notifications).values(
        userIds.map((user_id) => ({
          id: randomUUID(),
          user_id,
          kind,
          title: notice.title,
          body: notice.body,
          link: notice.link,
          created_at: at,
          read_at: null,
        })),
      )
    },
    async listOf(userId, query) {
      const where: SQL[] = [eq(notifications.user_id, userId)]
      if (query.cursor) {
        const after = decodeCursor(query.cursor)
        where.push(
          sql`(${notifications.created_at}, ${notifications.id}) < (${after.at}, ${after.id}::uuid)`,
        )
      }
      const rows = await db
        .select()
        .from(notifications)
        .where(and(...where))
        .orderBy(desc(notifications.created_at), desc(notifications.id))
        .limit(query.limit + 1)
      const items = rows.slice(0, query.limit).map((row) => notificationSchema.parse(row))
      const last = items.at(-1)
      return { items, next_cursor: rows.length > query.limit && last ? encodeCursor(last) : null }
    },
    async unreadCount(userId) {
      const rows = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
      return Number(rows[0]?.n ?? 0)
    },
    async markRead(userId, id, at) {
      const found = await db
        .select({ read_at: notifications.read_at })
        .from(notifications)
        .where(and(eq(notifications.user_id, userId), eq(notifications.id, id)))
      if (found.length === 0) return false
      await db
        .update(notifications)
        .set({ read_at: at })
        .where(
          and(
            eq(notifications.user_id, userId),
            eq(notifications.id, id),
            isNull(notifications.read_at),
          ),
        )
      return true
    },
    async markAllRead(userId, at) {
      await db
        .update(notifications)
        .set({ read_at: at })
        .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
    },
    async preferencesOf(userIds) {
      if (userIds.length === 0) return []
      const rows = await db
        .select()
        .from(notificationPreferences)
        .where(inArray(notificationPreferences.user_id, [...userIds]))
      return rows.map((row) => storedNotificationPreferenceSchema.parse(row))
    },
    async savePreferences(userId, preferences) {
      if (preferences.length === 0) return
      await db
        .insert(notificationPreferences)
        .values(preferences.map((p) => ({ user_id: userId, ...p })))
        .onConflictDoUpdate({
          target: [notificationPreferences.user_id, notificationPreferences.kind],
          set: { in_app: sql`excluded.in_app`, email: sql`excluded.email` },
        })
    },
    async exportPreferences() {
      const rows = await db
        .select()
        .from(notificationPreferences)
        .orderBy(asc(notificationPreferences.user_id), asc(notificationPreferences.kind))
      return rows.map((row) => storedNotificationPreferenceSchema.parse(row))
    },
    async restorePreferences(preferences) {
      await db.delete(notificationPreferences)
      for (let i = 0; i < preferences.length; i += 500) {
        await db.insert(notificationPreferences).values(preferences.slice(i, i + 500))
      }
    },
  }
}
