// The office's notifications (issue #30): what the Owner and the Office hear of (a payment recorded,
// a client e-mail that failed for good, a client's action in the client hub), in an in-app list
// behind the bell and by e-mail, each kind turned on or off by each user for each channel.
import { z } from 'zod'
import { epochMsSchema, idSchema } from '../shared/fields'

export const NOTIFICATION_KINDS = ['payment-recorded', 'client-mail-failed', 'hub-action'] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** The roles the office notices go to. */
export const OFFICE_ROLES = ['Owner', 'Office'] as const

/** How each kind is named in the account dialog. */
export const NOTIFICATION_KIND_LABELS: Readonly<Record<NotificationKind, string>> = {
  'payment-recorded': 'A payment is recorded',
  'client-mail-failed': 'An e-mail to a client could not be sent',
  'hub-action': 'A client acts in the client hub',
}

/** What a notice says and where it leads (a path of the app, such as /invoices/<id>). */
export type OfficeNotice = { title: string; body: string; link: string | null }

export const notificationSchema = z.object({
  id: idSchema,
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  created_at: epochMsSchema,
  read_at: epochMsSchema.nullable(),
})
export type Notification = z.infer<typeof notificationSchema>

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int().min(0),
  next_cursor: z.string().nullable(),
})
export type NotificationList = z.infer<typeof notificationListSchema>

export const notificationPreferenceSchema = z
  .object({ kind: z.enum(NOTIFICATION_KINDS), in_app: z.boolean(), email: z.boolean() })
  .strict()
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>

export const notificationPreferencesSchema = z.object({
  items: z.array(notificationPreferenceSchema),
})

/** PUT /api/account/notification-preferences: any of the kinds, each once. */
export const notificationPreferencesInput = z
  .object({
    items: z
      .array(notificationPreferenceSchema, { message: 'items must be a list of preferences' })
      .max(NOTIFICATION_KINDS.length)
      .refine(
        (items) => new Set(items.map((i) => i.kind)).size === items.length,
        'Each kind may be named once',
      ),
  })
  .strict()

/** A preference as the server keeps it (and a backup carries it). */
export const storedNotificationPreferenceSchema = notificationPreferenceSchema.extend({
  user_id: idSchema,
})
export type StoredNotificationPreference = z.infer<typeof storedNotificationPreferenceSchema>

/** Every kind's preference of one user: what they stored, on for both channels otherwise. */
export function preferencesWithDefaults(
  stored: readonly NotificationPreference[],
): NotificationPreference[] {
  return NOTIFICATION_KINDS.map((kind) => {
    const found = stored.find((p) => p.kind === kind)
    return { kind, in_app: found?.in_app ?? true, email: found?.email ?? true }
  })
}

/** The words of the bell's button. */
export function bellLabel(unread: number): string {
  return unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`
}
