// Tells the office of something that matters (issue #30), inside the caller's transaction: one
// in-app notification for every active Owner and Office user who keeps that kind on, and the users
// who want it by e-mail (the caller queues their e-mails in the same transaction). The demo has no
// users to tell: nothing is written and nobody is answered.
import {
  OFFICE_ROLES,
  preferencesWithDefaults,
  type NotificationKind,
  type OfficeNotice,
} from '../../domain/notifications/notification'
import { and, eq, inList } from '../../domain/shared/condition'
import type { StoreTx } from '../shared/store'

/** A user who wants this notice by e-mail. */
export type OfficeRecipient = { id: string; name: string; email: string }

export async function notifyOffice(
  tx: StoreTx,
  kind: NotificationKind,
  notice: OfficeNotice,
): Promise<OfficeRecipient[]> {
  const notifications = tx.notifications
  if (notifications === null) return []
  const users = await tx.findAll(
    'users',
    and(eq('active', true), inList('role', [...OFFICE_ROLES])),
  )
  if (users.length === 0) return []
  const stored = await notifications.preferencesOf(users.map((u) => u.id))
  const preferenceOf = (userId: string) =>
    preferencesWithDefaults(stored.filter((p) => p.user_id === userId)).find((p) => p.kind === kind)
  const inApp = users.filter((u) => preferenceOf(u.id)?.in_app !== false)
  await notifications.add(
    inApp.map((u) => u.id),
    kind,
    notice,
  )
  return users
    .filter((u) => preferenceOf(u.id)?.email !== false)
    .map((u) => ({ id: u.id, name: u.name, email: u.email }))
}
