// One attempt at an outbox text (channel 'sms') through the SMS port: sent with the provider's id,
// tried again later (a timeout, a 5xx, a 429), or failed for good (a refusal that would repeat, the
// last attempt, or no SMS provider set up on this server).
import { SmsRefused, type SmsPort } from '../../api/field/sms-port'
import { NOT_SENT_NO_SMS_PROVIDER, type OutboxMessage } from '../../domain/mail/outbox-message'
import { MAX_DELIVERY_ATTEMPTS, nextAttemptAt } from '../../domain/mail/retry-schedule'
import type { DeliveryOutcome } from '../db/outbox-sql'

export async function deliverText(
  sms: SmsPort | null,
  message: OutboxMessage,
  clock: () => number,
): Promise<DeliveryOutcome> {
  if (sms === null) return { kind: 'failed', error: NOT_SENT_NO_SMS_PROVIDER }
  try {
    const { id } = await sms.send({ to: message.to, body: message.text })
    return { kind: 'sent', at: clock(), providerMessageId: id || null }
  } catch (error) {
    const text =
      error instanceof Error && error.message !== '' ? error.message : 'The text could not be sent'
    const retryAt = nextAttemptAt(message.attempts, clock())
    const permanent = error instanceof SmsRefused && error.permanent
    return permanent || retryAt === null || message.attempts >= MAX_DELIVERY_ATTEMPTS
      ? { kind: 'failed', error: text.slice(0, 1000) }
      : { kind: 'retry', at: retryAt, error: text.slice(0, 1000) }
  }
}
