// Send to Client, Send Invoice and Send Reminder against an SMTP server in this process (issue #30
// section 3): the client receives the PDF, the status changes in the same transaction, a reminder
// is recorded in History; without a mail server the answer says why nothing was sent; a client
// e-mail that fails for good tells the office (bell and e-mail); and who may send what.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { NOT_SENT_NO_MAIL_SERVER, type OutboxMessage } from '../../domain/mail/outbox-message'
import type { MailConfig } from '../config'
import { startOutboxWorker, type OutboxWorker } from '../mail/outbox-worker'
import { createSmtpTransport } from '../mail/smtp-transport'
import { NOW, useTestApp, type TestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'
import { startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server'
import { clientMailFailed } from '../../api/notifications/office-mail'
import { mailSettingsOf } from '../app'
import { renderMail } from '../mail/render/render-mail'
import { randomId } from '../../domain/shared/ids'

const withEmail = (t: TestApp) => (personId: string) => {
  const email = t.seed.persons.find((p) => p.id === personId)?.email
  return typeof email === 'string' && email.trim() !== ''
}

const outboxOf = (t: TestApp) =>
  t.store.read(async (tx) => (await tx.outbox?.list({ limit: 100 }))?.items ?? [])

describe.each(testBackends())('sending documents to clients on $name', (backend) => {
  let smtp: TestSmtpServer
  const mail: Omit<MailConfig, 'smtpUrl'> = {
    server: null,
    from: '"Sunrise Landscaping" <office@sunrise.example>',
    replyTo: null,
    publicUrl: 'https://crm.example.com',
    publicUrlIsSet: true,
  }
  beforeAll(async () => {
    smtp = await startTestSmtpServer({ password: 'hunter2' })
    mail.server = smtp.server
  })
  const t = useTestApp(backend, { mail })
  let worker: OutboxWorker | null = null
  afterEach(async () => {
    await worker?.stop()
    worker = null
    smtp.mode = 'accept'
  })
  afterAll(() => smtp.close())
  const startWorker = () =>
    (worker = startOutboxWorker({
      store: t.store,
      transport: createSmtpTransport(smtp.url.replace('secret', 'hunter2'), { timeoutMs: 2_000 }),
      mail,
      clock: () => NOW,
      manual: true,
      onFailed: (tx, message, error) =>
        clientMailFailed(
          tx,
          { mail: mailSettingsOf(mail), renderMail, clock: () => NOW, newId: randomId },
          message,
          error,
        ),
    }))

  it('Send to Client delivers the estimate with its PDF and marks it Sent', async () => {
    const estimate = t.seed.estimates.find(
      (e) => e.status === 'Open' && withEmail(t)(e.client_person_id),
    )!
    const client = t.seed.persons.find((p) => p.id === estimate.client_person_id)!
    const res = await t.call({ method: 'POST', url: `/api/estimates/${estimate.id}/send` })
    expect(res.status).toBe(200)
    expect(res.body.record).toMatchObject({ id: estimate.id, status: 'Sent' })
    expect(res.body.message).toEqual({ id: expect.any(String), status: 'queued', last_error: null })
    const before = smtp.received.length
    expect(await startWorker().drain()).toBe(1)
    const [received] = (await smtp.waitFor(before + 1)).slice(before)
    expect(received?.to).toMatchObject({ text: client.email })
    expect(received?.subject).toBe(
      `Estimate #${estimate.id.slice(0, 8)} from ${t.seed.settings.branding.business_name}`,
    )
    expect(received?.attachments).toHaveLength(1)
    expect(received?.attachments[0]?.filename).toBe(`Estimate-${estimate.id.slice(0, 8)}.pdf`)
    expect(received?.attachments[0]?.contentType).toBe('application/pdf')
    expect(Buffer.from(received!.attachments[0]!.content).subarray(0, 5).toString()).toBe('%PDF-')
    expect(received?.text).toContain(`Hi ${client.name}`)
    expect(received?.text).toContain('Total')
    const stored = await t.call({ method: 'GET', url: `/api/estimates/${estimate.id}` })
    expect(stored.body.status).toBe('Sent')
    // Sent already: refused, nothing more queued.
    const again = await t.call({ method: 'POST', url: `/api/estimates/${estimate.id}/send` })
    expect(again.status).toBe(409)
    expect((await outboxOf(t)).filter((m) => m.kind === 'estimate')).toHaveLength(1)
  })

  it('takes the edited address, subject and message', async () => {
    const estimate = t.seed.estimates.find((e) => e.status === 'Open')!
    const res = await t.call({
      method: 'POST',
      url: `/api/estimates/${estimate.id}/send`,
      payload: { to: 'other@example.com', subject: 'Your quote', message: 'Hello there.\n\nBye.' },
    })
    expect(res.status).toBe(200)
    const before = smtp.received.length
    await startWorker().drain()
    const [received] = (await smtp.waitFor(before + 1)).slice(before)
    expect(received?.to).toMatchObject({ text: 'other@example.com' })
    expect(received?.subject).toBe('Your quote')
    expect(received?.text).toContain('Hello there.')
  })

  it('Send Reminder delivers the invoice PDF and records it in History; Send Invoice makes a Pending invoice Unpaid', async () => {
    const invoice = t.seed.invoices.find(
      (i) => i.status !== 'Paid' && withEmail(t)(i.client_person_id),
    )!
    const client = t.seed.persons.find((p) => p.id === invoice.client_person_id)!
    const res = await t.call({ method: 'POST', url: `/api/invoices/${invoice.id}/send-reminder` })
    expect(res.status).toBe(200)
    expect(res.body.record.status).toBe(invoice.status)
    expect(res.body.message.status).toBe('queued')
    const before = smtp.received.length
    await startWorker().drain()
    const [received] = (await smtp.waitFor(before + 1)).slice(before)
    expect(received?.to).toMatchObject({ text: client.email })
    expect(received?.subject).toBe(`Reminder: invoice ${invoice.number}`)
    expect(received?.attachments[0]?.filename).toBe(`${invoice.number}.pdf`)
    expect(received?.attachments[0]?.contentType).toBe('application/pdf')
    expect(received?.text).toContain('Amount due')
    const history = await t.call({ method: 'GET', url: `/api/invoices/${invoice.id}/history` })
    expect(history.body.items.map((e: { text: string }) => e.text)).toContain(
      `Reminder sent to ${client.email}`,
    )

    const pending = t.seed.invoices.find(
      (i) => i.status === 'Pending' && withEmail(t)(i.client_person_id),
    )
    if (pending) {
      const sent = await t.call({ method: 'POST', url: `/api/invoices/${pending.id}/send` })
      expect(sent.status).toBe(200)
      expect(sent.body.record.status).toBe('Unpaid')
    }
  })

  it('refuses a client without e-mail with a field error on to, and changes nothing', async () => {
    const estimate = t.seed.estimates.find((e) => e.status === 'Open')!
    await t.store.transaction(async (tx) => {
      const client = (await tx.get('persons', estimate.client_person_id))!
      await tx.update('persons', { ...client, email: '', version: client.version + 1 })
    })
    const res = await t.call({ method: 'POST', url: `/api/estimates/${estimate.id}/send` })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({ to: 'The client has no email address.' })
    expect(
      (await t.call({ method: 'GET', url: `/api/estimates/${estimate.id}` })).body.status,
    ).toBe('Open')
    expect(await outboxOf(t)).toHaveLength(0)
  })

  it('tells the office in the bell and by e-mail when a client e-mail fails for good', async () => {
    const invoice = t.seed.invoices.find(
      (i) => i.status !== 'Paid' && withEmail(t)(i.client_person_id),
    )!
    const res = await t.call({ method: 'POST', url: `/api/invoices/${invoice.id}/send-reminder` })
    expect(res.status).toBe(200)
    smtp.mode = 'reject-5xx'
    await startWorker().drain()
    const messages = (await outboxOf(t)) as unknown as OutboxMessage[]
    expect(messages.find((m) => m.id === res.body.message.id)?.status).toBe('failed')
    const bell = await t.call({ method: 'GET', url: '/api/notifications' })
    expect(bell.body.items).toEqual([
      expect.objectContaining({
        kind: 'client-mail-failed',
        title: expect.stringContaining('could not be sent'),
        link: `/billing/invoices/${invoice.id}`,
      }),
    ])
    const notices = messages.filter((m) => m.kind === 'office-notice')
    expect(notices.length).toBeGreaterThan(0)
    // The office notice itself failing tells nobody again (not a client's e-mail).
    await worker!.drain()
    expect((await t.call({ method: 'GET', url: '/api/notifications' })).body.items).toHaveLength(1)
  })

  it('queues the office e-mail of a recorded payment', async () => {
    const invoice = t.seed.invoices.find((i) => i.status === 'Unpaid')!
    const paid = await t.call({
      method: 'POST',
      url: '/api/payments',
      payload: { invoice_id: invoice.id, method: 'ACH', amount: 120 },
    })
    expect(paid.status).toBe(201)
    const notices = (await outboxOf(t)).filter((m) => m.kind === 'office-notice')
    expect(notices.length).toBeGreaterThan(0)
    expect(notices[0]?.subject).toBe('Groundwork: Payment of $120.00 recorded')
  })

  it('lets the Estimator send estimates but not invoices, and the Crew neither', async () => {
    const estimate = t.seed.estimates.find((e) => e.status === 'Open')!
    const invoice = t.seed.invoices.find((i) => i.status !== 'Paid')!
    const estimator = await t.signInAs('Estimator')
    const crew = await t.signInAs('Crew')
    const office = await t.signInAs('Office')
    const post = (url: string, cookies: Record<string, string>) =>
      t.call({ method: 'POST', url, cookies })
    expect((await post(`/api/invoices/${invoice.id}/send`, estimator)).status).toBe(403)
    expect((await post(`/api/invoices/${invoice.id}/send-reminder`, estimator)).status).toBe(403)
    expect((await post(`/api/estimates/${estimate.id}/send`, crew)).status).toBe(403)
    expect((await post(`/api/invoices/${invoice.id}/send-reminder`, crew)).status).toBe(403)
    expect((await post(`/api/invoices/${invoice.id}/send-reminder`, office)).status).toBe(200)
    expect((await post(`/api/estimates/${estimate.id}/send`, estimator)).status).toBe(200)
  })

  it('previews the e-mail with the PDF named', async () => {
    const estimate = t.seed.estimates.find(
      (e) => e.status === 'Open' && withEmail(t)(e.client_person_id),
    )!
    const res = await t.call({
      method: 'GET',
      url: `/api/estimates/${estimate.id}/send-preview`,
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      to: t.seed.persons.find((p) => p.id === estimate.client_person_id)?.email,
      attachment: `Estimate-${estimate.id.slice(0, 8)}.pdf`,
      can_send: true,
    })
    expect(res.body.subject).toContain(`#${estimate.id.slice(0, 8)}`)
    expect(res.body.message).not.toContain('{')
  })
})

describe.each(testBackends())('sending without a mail server on $name', (backend) => {
  const t = useTestApp(backend)

  it('records the e-mail as not sent and says why; the estimate is Sent', async () => {
    const estimate = t.seed.estimates.find((e) => e.status === 'Open')!
    const res = await t.call({
      method: 'POST',
      url: `/api/estimates/${estimate.id}/send`,
      payload: { to: 'client@example.com' },
    })
    expect(res.status).toBe(200)
    expect(res.body.record.status).toBe('Sent')
    expect(res.body.message).toEqual({
      id: expect.any(String),
      status: 'not_sent',
      last_error: NOT_SENT_NO_MAIL_SERVER,
    })
  })
})
