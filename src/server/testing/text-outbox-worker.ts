// An outbox worker for tests of texts: texts go to the stand-in SMS API, e-mails to a transport that
// accepts them all (no mail server needed); manual, so only drain() delivers.
import type { SmsSettings } from '../sms/twilio-sms'
import { createTwilioSms } from '../sms/twilio-sms'
import type { SqlStore } from '../db/sql-store'
import { startOutboxWorker, type OutboxWorker } from '../mail/outbox-worker'
import type { MailTransport } from '../mail/smtp-transport'

export const acceptingTransport = (): MailTransport => ({
  send: () => Promise.resolve({ providerMessageId: null }),
  close: () => {},
})

export function startTextOutboxWorker(
  store: SqlStore,
  sms: SmsSettings,
  clock: () => number,
): OutboxWorker {
  return startOutboxWorker({
    store,
    transport: acceptingTransport(),
    sms: createTwilioSms(sms),
    mail: { from: 'office@sunrise.example', replyTo: null, publicUrl: 'https://crm.example.com' },
    clock,
    manual: true,
  })
}
