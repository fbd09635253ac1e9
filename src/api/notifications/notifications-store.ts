// The office notifications' storage port (issue #30): each user's notifications and their
// preferences per kind. The server keeps them; the demo has no users and keeps none.
import type {
  Notification,
  NotificationKind,
  NotificationPreference,
  OfficeNotice,
  StoredNotificationPreference,
} from '../../domain/notifications/notification'

export type NotificationsTx = {
  /** One notification of `kind` for each of `userIds`, made at the transaction's time. */
  add(userIds: readonly string[], kind: NotificationKind, notice: OfficeNotice): Promise<void>
  /** A user's notifications, newest first. */
  listOf(
    userId: string,
    query: { limit: number; cursor: string | null },
  ): Promise<{ items: Notification[]; next_cursor: string | null }>
  unreadCount(userId: string): Promise<number>
  /** Marks one of the user's notifications read; false when they have none with that id. */
  markRead(userId: string, id: string, at: number): Promise<boolean>
  markAllRead(userId: string, at: number): Promise<void>
  /** The stored preferences of `userIds` (a kind without a row: on for both channels). */
  preferencesOf(userIds: readonly string[]): Promise<StoredNotificationPreference[]>
  /** Replaces the user's preferences for the kinds named. */
  savePreferences(userId: string, preferences: readonly NotificationPreference[]): Promise<void>
  /** Every stored preference (a backup). */
  exportPreferences(): Promise<StoredNotificationPreference[]>
  restorePreferences(preferences: readonly StoredNotificationPreference[]): Promise<void>
}
