// The one way a use case sends an e-mail: enqueueMail writes it to the outbox inside the caller's
// transaction (the message and the change that causes it commit together). Without a mail server
// the message is still recorded, as not sent, and is never delivered later on its own.
import {
  ATTACHMENTS_TOO_LARGE,
  INVALID_ADDRESS,
  isSecretKind,
  mailAddressSchema,
  MAX_ATTACHMENTS_BYTES,
  MAX_SUBJECT_LENGTH,
  NOT_SENT_NO_MAIL_SERVER,
  oneLine,
  type MailAbout,
  type OutboxKind,
  type OutboxMessage,
} from '../../domain/mail/outbox-message'
import { AppError } from '../../domain/shared/app-error'
import { randomId } from '../../domain/shared/ids'
import type { ApiDeps } from '../shared/deps'
import type { StoreTx } from '../shared/store'
import type { OutboxTx } from './outbox-store'
import { MAIL_NEEDS_THE_SERVER, NO_SENDER, senderOf, type MailSettings } from './mail-settings'

export type EnqueueMailInput = {
  kind: OutboxKind
  to: string
  subject: string
  html: string
  text: string
  attachments?: readonly { filename: string; content_type: string; content: Uint8Array }[]
  /** The record the message is about (the outbox links to it). */
  about?: MailAbout | null
  /** The user whose action sends it; null or absent: sent on its own (a scheduled follow-up). */
  createdBy?: string | null
  /** Enqueue once: a second enqueue with the same key answers the first message. */
  dedupeKey?: string | null
  /** The name of the address's field in the caller's form, for the field error (default `to`). */
  toField?: string
  /** Its body carries a live link (a client's hub link): never in a backup. Default: by kind. */
  secret?: boolean
}

/** The outbox and mail settings of a server, or the demo's refusal. */
export function mailOf(tx: StoreTx, deps: ApiDeps): { outbox: OutboxTx; mail: MailSettings } {
  if (!tx.outbox || !deps.mail) throw new AppError('INVALID_STATE', MAIL_NEEDS_THE_SERVER)
  return { outbox: tx.outbox, mail: deps.mail }
}

/** Why nothing can be delivered now (no mail server, no sender), or null: it can. */
export async function undeliverableReason(tx: StoreTx, mail: MailSettings): Promise<string | null> {
  if (mail.server === null) return NOT_SENT_NO_MAIL_SERVER
  if (senderOf(mail, await tx.getBranding()) === null) return NO_SENDER
  return null
}

/**
 * `deps` whose ids for outbox messages are random: a server-only message must not take an id from
 * the sequence the demo and the server share (the contract compares the records both create after
 * a send), so a document's send or a payment's office e-mail leaves the records' ids as they were.
 */
export const outboxDeps = (deps: ApiDeps): ApiDeps => ({ ...deps, newId: randomId })

export async function enqueueMail(
  tx: StoreTx,
  deps: ApiDeps,
  input: EnqueueMailInput,
): Promise<OutboxMessage> {
  const { outbox, mail } = mailOf(tx, deps)
  const field = input.toField ?? 'to'
  const to = mailAddressSchema.safeParse(input.to)
  if (!to.success) throw new AppError('VALIDATION', INVALID_ADDRESS, { [field]: INVALID_ADDRESS })
  const attachments = (input.attachments ?? []).map((a) => ({
    filename: oneLine(a.filename).slice(0, 200) || 'attachment',
    content_type: oneLine(a.content_type).slice(0, 200) || 'application/octet-stream',
    content: a.content,
    size: a.content.byteLength,
  }))
  if (attachments.reduce((sum, a) => sum + a.size, 0) > MAX_ATTACHMENTS_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', ATTACHMENTS_TOO_LARGE)
  }
  const now = deps.clock()
  const reason = await undeliverableReason(tx, mail)
  return outbox.enqueue({
    id: deps.newId(),
    kind: input.kind,
    channel: 'email',
    to: to.data,
    subject: oneLine(input.subject).slice(0, MAX_SUBJECT_LENGTH),
    html: input.html,
    text: input.text,
    attachments,
    about: input.about ?? null,
    status: reason === null ? 'queued' : 'not_sent',
    attempts: 0,
    next_attempt_at: reason === null ? now : null,
    claimed_until: null,
    last_error: reason,
    provider_message_id: null,
    created_at: now,
    sent_at: null,
    created_by: input.createdBy ?? null,
    dedupe_key: input.dedupeKey ?? null,
    secret: input.secret ?? isSecretKind(input.kind),
  })
}
