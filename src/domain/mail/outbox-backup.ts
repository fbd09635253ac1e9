// The outbox in a backup (issue #30): its history travels, but never a live sign-in link, and the
// bytes of attachments only of messages that may still go out (a sent message keeps their names).
import { z } from 'zod'
import { epochMsSchema } from '../shared/fields'
import {
  OUTBOX_CHANNELS,
  OUTBOX_KINDS,
  OUTBOX_STATUSES,
  type OutboxMessage,
} from './outbox-message'

/** What a restored invite or reset message says instead of its body. */
export const LEFT_OUT_OF_BACKUP = 'Left out of the backup: it carried a sign-in link'

const nullableText = z.string().max(10_000).nullable()

export const backupOutboxMessageSchema = z.object({
  id: z.uuid(),
  kind: z.enum(OUTBOX_KINDS),
  /** Backups before texts went through the outbox hold e-mail only. */
  channel: z.enum(OUTBOX_CHANNELS).default('email'),
  to: z.string().max(254),
  subject: z.string().max(1000),
  html: z.string(),
  text: z.string(),
  attachments: z
    .array(
      z.object({
        filename: z.string().max(200),
        content_type: z.string().max(200),
        size: z.number().int().min(0),
        /** base64, or null when left out. */
        content: z.base64().nullable(),
      }),
    )
    .max(50),
  about: z.object({ collection: z.string().max(60), id: z.string().max(60) }).nullable(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int().min(0),
  next_attempt_at: epochMsSchema.nullable(),
  claimed_until: epochMsSchema.nullable(),
  last_error: nullableText,
  provider_message_id: nullableText,
  created_at: epochMsSchema,
  sent_at: epochMsSchema.nullable(),
  created_by: z.uuid().nullable(),
  dedupe_key: z.string().max(500).nullable(),
  secret: z.boolean(),
})
export type BackupOutboxMessage = z.infer<typeof backupOutboxMessageSchema>

const base64Of = (bytes: Uint8Array) => {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))

/** A message as a backup carries it. */
export function toBackup(m: OutboxMessage): BackupOutboxMessage {
  const keepsBytes = m.status !== 'sent'
  const waiting = m.status === 'queued' || m.status === 'sending'
  return {
    ...m,
    ...(m.secret
      ? {
          html: '',
          text: '',
          // Its link is not in the backup: it never goes out from the restored install.
          ...(waiting || m.status === 'failed'
            ? { status: 'not_sent' as const, next_attempt_at: null, last_error: LEFT_OUT_OF_BACKUP }
            : {}),
        }
      : {}),
    // A claim belongs to the server that made it: the restored one claims afresh.
    ...(m.status === 'sending' && !m.secret
      ? { status: 'queued' as const, next_attempt_at: m.claimed_until ?? m.created_at }
      : {}),
    claimed_until: null,
    attachments: m.attachments.map((a) => ({
      filename: a.filename,
      content_type: a.content_type,
      size: a.size,
      content: keepsBytes && a.content !== null ? base64Of(a.content) : null,
    })),
  }
}

export function fromBackup(m: BackupOutboxMessage): OutboxMessage {
  return {
    ...m,
    attachments: m.attachments.map((a) => ({
      ...a,
      content: a.content === null ? null : bytesOf(a.content),
    })),
  }
}
