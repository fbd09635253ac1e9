// Delivers the outbox (issue #30, decision 039): claims due messages (FOR UPDATE SKIP LOCKED, so
// several servers on one PostgreSQL each deliver a message once), marks them sending with a lease,
// hands them to the mail server, and records the provider's id or the error: a 5xx reply fails the
// message at once, anything else is tried again after 1 min, 5 min, 30 min, 2 h and 12 h. A message
// whose server died mid-delivery is claimed again when its lease runs out; so it is sent twice only
// if the process died between the mail server's acceptance and recording it. Texts (channel 'sms',
// issue #32) go the same way through the SMS port (deliver-text.ts).
import type { SmsPort } from '../../api/field/sms-port'
import { NO_SENDER, senderOf, type MailSettings } from '../../api/mail/mail-settings'
import {
  NOT_SENT_NO_MAIL_SERVER,
  oneLine,
  type OutboxMessage,
} from '../../domain/mail/outbox-message'
import {
  isPermanentSmtpFailure,
  MAX_DELIVERY_ATTEMPTS,
  nextAttemptAt,
} from '../../domain/mail/retry-schedule'
import type { StoreTx } from '../../api/shared/store'
import type { SqlStore } from '../db/sql-store'
import { claimDueMessages, recordDelivery, type DeliveryOutcome } from '../db/outbox-sql'
import { deliverText } from './deliver-text'
import { deliveryErrorOf, SMTP_TIMEOUT_MS, type MailTransport } from './smtp-transport'

export type OutboxWorkerOptions = {
  store: SqlStore
  /** The mail server; null: texts only (an e-mail claimed then fails as not sent). */
  transport: MailTransport | null
  /** The SMS provider for texts; null or absent: a text claimed fails as not sent. */
  sms?: SmsPort | null
  mail: Pick<MailSettings, 'from' | 'replyTo' | 'publicUrl'>
  clock: () => number
  /** How long a claim holds: past it, another server (or this one, restarted) claims again. */
  leaseMs?: number
  /** Looks for due messages (retries, other servers' enqueues) this often besides the nudges. */
  pollMs?: number
  /** Messages claimed at once. */
  batchSize?: number
  /** Tests: no loop and no nudges; only drain() delivers. */
  manual?: boolean
  /**
   * In the transaction that marks `message` failed for good (the office is told of a client's
   * e-mail that could not be sent); a throw rolls the marking back and the message is retried.
   */
  onFailed?: (tx: StoreTx, message: OutboxMessage, error: string) => Promise<void>
  onDelivered?: (message: OutboxMessage, outcome: DeliveryOutcome) => void
  onError?: (error: unknown) => void
}

export type OutboxWorker = {
  /** Look now (called after a transaction that queued a message commits). */
  nudge(): void
  /** Claims and delivers until nothing is due; the number of messages handled. */
  drain(): Promise<number>
  /** Stops looking, waits for the deliveries under way and closes the transport. */
  stop(): Promise<void>
}

export const DEFAULT_POLL_MS = 15_000

const messageIdOf = (message: OutboxMessage, publicUrl: string) => {
  const host = URL.canParse(publicUrl) ? new URL(publicUrl).hostname : 'groundwork'
  return `<${message.id}@${host || 'groundwork'}>`
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    store,
    transport,
    mail,
    clock,
    pollMs = DEFAULT_POLL_MS,
    batchSize = 10,
    // Time for a batch to wait for a pooled connection and each step to time out, with room.
    leaseMs = Math.max(120_000, SMTP_TIMEOUT_MS * 4),
  } = options
  let stopped = false
  let wake: (() => void) | null = null
  let nudged = false

  async function deliver(message: OutboxMessage, from: string | null): Promise<void> {
    let outcome: DeliveryOutcome
    if (message.channel === 'sms') {
      outcome = await deliverText(options.sms ?? null, message, clock)
    } else if (transport === null) {
      outcome = { kind: 'failed', error: NOT_SENT_NO_MAIL_SERVER }
    } else if (from === null) {
      outcome = { kind: 'failed', error: NO_SENDER }
    } else {
      try {
        const { providerMessageId } = await transport.send({
          from,
          replyTo: mail.replyTo,
          to: message.to,
          subject: oneLine(message.subject),
          html: message.html,
          text: message.text,
          messageId: messageIdOf(message, mail.publicUrl),
          attachments: message.attachments.flatMap((a) =>
            a.content === null
              ? []
              : [{ filename: a.filename, contentType: a.content_type, content: a.content }],
          ),
        })
        outcome = { kind: 'sent', at: clock(), providerMessageId }
      } catch (error) {
        const { responseCode, message: text } = deliveryErrorOf(error)
        const retryAt = nextAttemptAt(message.attempts, clock())
        outcome =
          isPermanentSmtpFailure(responseCode) ||
          retryAt === null ||
          message.attempts >= MAX_DELIVERY_ATTEMPTS
            ? { kind: 'failed', error: text }
            : { kind: 'retry', at: retryAt, error: text }
      }
    }
    const onFailed = options.onFailed
    if (outcome.kind === 'failed' && onFailed) {
      const failed = outcome
      await store.sqlTransaction(async (db, tx) => {
        if (await recordDelivery(db, message, failed)) await onFailed(tx, message, failed.error)
      })
    } else {
      await store.exclusive((db) => recordDelivery(db, message, outcome))
    }
    options.onDelivered?.(message, outcome)
  }

  async function pass(): Promise<number> {
    const claimed = await store.exclusive((db) => claimDueMessages(db, clock(), leaseMs, batchSize))
    if (claimed.length === 0) return 0
    const from = senderOf(mail, await store.read((tx) => tx.getBranding()))
    await Promise.all(
      claimed.map((m) => deliver(m, from).catch((error: unknown) => options.onError?.(error))),
    )
    return claimed.length
  }

  async function drain(): Promise<number> {
    let total = 0
    for (;;) {
      const n = await pass()
      total += n
      if (n === 0 || stopped) return total
    }
  }

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (nudged || stopped) return resolve()
      const timer = setTimeout(() => {
        wake = null
        resolve()
      }, pollMs)
      wake = () => {
        clearTimeout(timer)
        wake = null
        resolve()
      }
    })

  const loop = (async () => {
    while (!stopped && !options.manual) {
      nudged = false
      try {
        await drain()
      } catch (error) {
        options.onError?.(error)
      }
      await sleep()
    }
  })()

  const unlisten = options.manual ? () => {} : store.onOutboxQueued(() => worker.nudge())
  const worker: OutboxWorker = {
    nudge() {
      nudged = true
      wake?.()
    },
    drain,
    async stop() {
      stopped = true
      unlisten()
      wake?.()
      await loop
      transport?.close()
    },
  }
  return worker
}
