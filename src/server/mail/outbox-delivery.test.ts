// The outbox end to end against an SMTP server in this process (issue #30): delivered with its
// attachment, not sent without a mail server, a 5xx failing at once with the reply, a hanging
// server timing out and retried later, a lost claim taken over after its lease, and no header
// injected through a subject.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { enqueueMail, type EnqueueMailInput } from '../../api/mail/enqueue-mail'
import type { ApiDeps } from '../../api/shared/deps'
import { NOT_SENT_NO_MAIL_SERVER, type OutboxMessage } from '../../domain/mail/outbox-message'
import { randomId } from '../../domain/shared/ids'
import { mailSettingsOf } from '../app'
import type { MailConfig } from '../config'
import { claimDueMessages } from '../db/outbox-sql'
import { NOW, useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'
import {
  REJECTED_REPLY,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../testing/test-smtp-server'
import { startOutboxWorker, type OutboxWorker } from './outbox-worker'
import { createSmtpTransport } from './smtp-transport'

const MINUTE = 60_000
const PDF = new Uint8Array(Buffer.from('%PDF-1.7\n% a small test document\n%%EOF\n'))

describe.each(testBackends())('outbox delivery on $name', (backend) => {
  let smtp: TestSmtpServer
  let now = NOW
  const mail: Omit<MailConfig, 'smtpUrl'> = {
    server: null,
    from: '"Sunrise Landscaping" <office@sunrise.example>',
    replyTo: 'ana@sunrise.example',
    publicUrl: 'https://crm.example.com',
    publicUrlIsSet: true,
  }
  beforeAll(async () => {
    smtp = await startTestSmtpServer({ password: 'hunter2' })
    mail.server = smtp.server
  })
  const t = useTestApp(backend, { mail, clock: () => now })
  let worker: OutboxWorker | null = null
  afterEach(async () => {
    await worker?.stop()
    worker = null
    smtp.mode = 'accept'
    now = NOW
  })
  afterAll(() => smtp.close())

  const depsWith = (settings: Omit<MailConfig, 'smtpUrl'>) =>
    ({ mail: mailSettingsOf(settings), clock: () => now, newId: randomId }) as unknown as ApiDeps
  const enqueue = (input: Partial<EnqueueMailInput>, settings = mail) =>
    t.store.transaction((tx) =>
      enqueueMail(tx, depsWith(settings), {
        kind: 'invoice',
        to: 'client@example.com',
        subject: 'Invoice INV-0013 from Sunrise Landscaping',
        html: '<p>Your invoice is attached.</p>',
        text: 'Your invoice is attached.',
        ...input,
      }),
    )
  const stored = (id: string) =>
    t.store.read(async (tx) => (await tx.outbox?.get(id)) as OutboxMessage)
  const startWorker = (timeoutMs = 2_000) =>
    (worker = startOutboxWorker({
      store: t.store,
      transport: createSmtpTransport(smtp.url.replace('secret', 'hunter2'), { timeoutMs }),
      mail,
      clock: () => now,
      manual: true,
    }))

  it('delivers a message with its PDF to the mail server and records the provider id', async () => {
    const message = await enqueue({
      attachments: [{ filename: 'INV-0013.pdf', content_type: 'application/pdf', content: PDF }],
      about: { collection: 'invoices', id: t.seed.invoices[0]!.id },
    })
    expect(message.status).toBe('queued')
    const before = smtp.received.length
    expect(await startWorker().drain()).toBe(1)
    const [received] = (await smtp.waitFor(before + 1)).slice(before)
    expect(received?.to).toMatchObject({ text: 'client@example.com' })
    expect(received?.from?.text).toBe('"Sunrise Landscaping" <office@sunrise.example>')
    expect(received?.replyTo?.text).toBe('ana@sunrise.example')
    expect(received?.subject).toBe('Invoice INV-0013 from Sunrise Landscaping')
    expect(received?.text?.trim()).toBe('Your invoice is attached.')
    expect(received?.attachments).toHaveLength(1)
    expect(received?.attachments[0]?.filename).toBe('INV-0013.pdf')
    expect(received?.attachments[0]?.contentType).toBe('application/pdf')
    expect(new Uint8Array(received!.attachments[0]!.content)).toEqual(PDF)
    expect(received?.messageId).toBe(`<${message.id}@crm.example.com>`)
    const after = await stored(message.id)
    expect(after).toMatchObject({ status: 'sent', attempts: 1, sent_at: now, last_error: null })
    expect(after.provider_message_id).toMatch(/^Q\d+$/)
    // Delivered once: nothing is due any more.
    expect(await worker!.drain()).toBe(0)
  })

  it('records a message as not sent without a mail server, never delivers it, and resends it once one is set up', async () => {
    const noServer = { ...mail, server: null }
    const message = await enqueue({ kind: 'test' }, noServer)
    expect(message).toMatchObject({ status: 'not_sent', last_error: NOT_SENT_NO_MAIL_SERVER })
    const before = smtp.attempts()
    now += 24 * 60 * MINUTE
    expect(await startWorker().drain()).toBe(0)
    expect(smtp.attempts()).toBe(before)
    expect((await stored(message.id)).status).toBe('not_sent')
    // This app has a mail server: the Owner may send it again, and then it goes.
    const resend = await t.call({ method: 'POST', url: `/api/outbox/${message.id}/resend` })
    expect(resend.status).toBe(200)
    expect(resend.body).toMatchObject({ status: 'queued', attempts: 0, last_error: null })
    expect(await worker!.drain()).toBe(1)
    expect((await stored(message.id)).status).toBe('sent')
  })

  it('fails a message at once on a 5xx reply, keeping the reply', async () => {
    smtp.mode = 'reject-5xx'
    const message = await enqueue({ to: 'nobody@example.com' })
    await startWorker().drain()
    const after = await stored(message.id)
    expect(after).toMatchObject({ status: 'failed', attempts: 1, next_attempt_at: null })
    expect(after.last_error).toContain(REJECTED_REPLY.slice(4))
    expect(after.last_error).not.toContain('hunter2')
  })

  it('retries a 4xx reply after a minute', async () => {
    smtp.mode = 'reject-4xx'
    const message = await enqueue({})
    await startWorker().drain()
    expect(await stored(message.id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      next_attempt_at: now + MINUTE,
    })
    expect((await stored(message.id)).last_error).toMatch(/Try again later/)
  })

  it('times out on a server that hangs and schedules a retry, then delivers it when it is due', async () => {
    smtp.mode = 'hang'
    const message = await enqueue({})
    const started = Date.now()
    await startWorker(300).drain()
    expect(Date.now() - started).toBeLessThan(10_000)
    const after = await stored(message.id)
    expect(after).toMatchObject({ status: 'queued', attempts: 1, next_attempt_at: now + MINUTE })
    expect(after.last_error).toMatch(/time|Timeout/i)
    smtp.mode = 'accept'
    await worker!.stop()
    // Not before it is due; then with a new connection it goes.
    expect(await startWorker().drain()).toBe(0)
    now += MINUTE
    expect(await worker!.drain()).toBe(1)
    expect(await stored(message.id)).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('gives up after the last retry', async () => {
    smtp.mode = 'reject-4xx'
    const message = await enqueue({})
    startWorker()
    const delays = [1, 5, 30, 120, 720]
    await worker!.drain()
    for (const minutes of delays) {
      now += minutes * MINUTE
      expect(await worker!.drain(), `after ${minutes} min`).toBe(1)
    }
    expect(await stored(message.id)).toMatchObject({ status: 'failed', attempts: 6 })
  })

  it('takes over a message whose claim ran out (its server died mid-delivery)', async () => {
    const message = await enqueue({})
    // Another server claimed it and died before recording anything.
    const claimed = await t.store.exclusive((db) => claimDueMessages(db, now, 120_000, 10))
    expect(claimed.map((m) => m.id)).toContain(message.id)
    expect(await startWorker().drain()).toBe(0)
    now += 120_001
    expect(await worker!.drain()).toBe(1)
    expect(await stored(message.id)).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('cannot inject a header through a subject or an address', async () => {
    const before = smtp.received.length
    const message = await enqueue({
      subject: 'Invoice 12\r\nBcc: thief@example.com\r\nX-Evil: 1',
    })
    expect(message.subject).toBe('Invoice 12 Bcc: thief@example.com X-Evil: 1')
    await startWorker().drain()
    const [received] = (await smtp.waitFor(before + 1)).slice(before)
    expect(received?.subject).toBe('Invoice 12 Bcc: thief@example.com X-Evil: 1')
    expect(received?.headers.has('bcc')).toBe(false)
    expect(received?.headers.has('x-evil')).toBe(false)
    await expect(enqueue({ to: 'a@example.com\r\nBcc: thief@example.com' })).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: { to: 'Email must be a valid email address' },
    })
  })
})
