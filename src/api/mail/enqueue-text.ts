// The one way a use case sends a text (issue #32 section 2): written to the outbox, channel 'sms',
// inside the caller's transaction, so the text and the change that causes it commit together; the
// server's outbox worker sends it through the SMS port with retries (server/mail/outbox-worker.ts).
import {
  NOT_SENT_NO_SMS_PROVIDER,
  oneLine,
  type MailAbout,
  type OutboxKind,
  type OutboxMessage,
} from '../../domain/mail/outbox-message'
import { AppError } from '../../domain/shared/app-error'
import { randomId } from '../../domain/shared/ids'
import type { ApiDeps } from '../shared/deps'
import type { StoreTx } from '../shared/store'
import { MAIL_NEEDS_THE_SERVER } from './mail-settings'

/** A text is at most this long (about ten SMS segments): longer bodies are cut. */
export const MAX_TEXT_LENGTH = 1600

export type EnqueueTextInput = {
  kind: OutboxKind
  /** The phone number as stored on the person. */
  to: string
  body: string
  about?: MailAbout | null
  createdBy?: string | null
}

export async function enqueueText(
  tx: StoreTx,
  deps: Pick<ApiDeps, 'clock' | 'sms'>,
  input: EnqueueTextInput,
): Promise<OutboxMessage> {
  if (!tx.outbox) throw new AppError('INVALID_STATE', MAIL_NEEDS_THE_SERVER)
  const now = deps.clock()
  const canSend = Boolean(deps.sms)
  return tx.outbox.enqueue({
    // Random: a server-only row must not take an id of the sequence the demo shares.
    id: randomId(),
    kind: input.kind,
    channel: 'sms',
    to: input.to.trim(),
    // Never sent: it names the text on the outbox screen.
    subject: `Text: ${oneLine(input.body).slice(0, 100)}`,
    html: '',
    text: input.body.slice(0, MAX_TEXT_LENGTH),
    attachments: [],
    about: input.about ?? null,
    status: canSend ? 'queued' : 'not_sent',
    attempts: 0,
    next_attempt_at: canSend ? now : null,
    claimed_until: null,
    last_error: canSend ? null : NOT_SENT_NO_SMS_PROVIDER,
    provider_message_id: null,
    created_at: now,
    sent_at: null,
    created_by: input.createdBy ?? null,
    dedupe_key: null,
    secret: false,
  })
}
