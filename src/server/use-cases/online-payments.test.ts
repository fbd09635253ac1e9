// Issue #31 section 3 (decisions 046 and 047): "Pay online" opens a Checkout Session for the balance
// at a stand-in Stripe API on 127.0.0.1, and the signed webhook records each Stripe payment once
// (retries, replays, two app servers on one database), not while it is processing, above the
// balance as it is ("Overpaid by"), and a refund as a refund. Without keys nothing calls out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startInvoiceCheckout } from '../../api/payments/start-invoice-checkout'
import { AppError } from '../../domain/shared/app-error'
import { createApp, mailSettingsOf, type AppOptions } from '../app'
import { createSqlStore } from '../db/sql-store'
import { createStripePayments } from '../payments/stripe-payments'
import { fastPasswords } from '../testing/fast-passwords'
import {
  checkoutSession,
  refundedCharge,
  signedEvent,
  startStandInStripe,
  TEST_STRIPE_KEY,
  TEST_WEBHOOK_SECRET,
  type StandInStripe,
} from '../testing/stand-in-stripe'
import { NOW, useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

const DAY_MS = 24 * 60 * 60 * 1000

describe.each(testBackends())('online payments with Stripe on $name', (backend) => {
  let stand: StandInStripe
  const options: Partial<AppOptions> = {}
  // Before the app is made (useTestApp's own beforeAll reads `options`): the stand-in's address.
  beforeAll(async () => {
    stand = await startStandInStripe()
    options.stripe = {
      secretKey: TEST_STRIPE_KEY,
      webhookSecret: TEST_WEBHOOK_SECRET,
      apiBase: stand.url,
    }
  })
  afterAll(async () => {
    await stand?.close()
  })
  const t = useTestApp(backend, options)

  const webhook = (event: { body: string; signature: string }, app = t.app) =>
    app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: event.body,
      // As Stripe sends it: the body is read as received, charset and all.
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': event.signature,
      },
    })
  const newInvoice = async (amount: number, dueInDays = 30) => {
    const client = t.seed.persons[0]!
    const res = await t.call({
      method: 'POST',
      url: '/api/invoices',
      payload: { client_person_id: client.id, amount, due_date: NOW + dueInDays * DAY_MS },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body as { id: string; client_person_id: string; number: string }
  }
  const invoiceOf = async (id: string) =>
    (await t.call({ method: 'GET', url: `/api/invoices/${id}` })).body
  const paymentsOf = async (id: string) =>
    (await t.call({ method: 'GET', url: `/api/payments?invoice_id=${id}` })).body.items as {
      amount: number
      method: string
    }[]
  const historyOf = async (id: string) =>
    (
      (await t.call({ method: 'GET', url: `/api/invoices/${id}/history` })).body.items as {
        text: string
      }[]
    ).map((e) => e.text)
  const checkoutDeps = () => ({
    mail: mailSettingsOf({
      server: null,
      from: null,
      replyTo: null,
      publicUrl: 'https://crm.example.com',
      publicUrlIsSet: true,
    }),
    payments: createStripePayments(options.stripe!),
  })

  it("opens a Checkout Session for the balance due, returning to the invoice's hub page", async () => {
    const invoice = await newInvoice(500)
    const part = await t.call({
      method: 'POST',
      url: '/api/payments',
      payload: { invoice_id: invoice.id, method: 'Card', amount: 120.5 },
    })
    expect(part.status).toBe(201)
    const before = stand.requests.length
    const session = await t.store.read((tx) =>
      startInvoiceCheckout(tx, checkoutDeps(), invoice.id, invoice.client_person_id),
    )
    expect(session.url).toBe(`${stand.url}/pay/${session.id}`)
    expect(stand.requests.length).toBe(before + 1)
    const { path, form } = stand.requests.at(-1)!
    expect(path).toBe('/v1/checkout/sessions')
    expect(form.get('mode')).toBe('payment')
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('37950')
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd')
    expect(form.get('metadata[invoice_id]')).toBe(invoice.id)
    expect(form.get('allowed_payment_method_types[0]')).toBe('card')
    expect(form.get('allowed_payment_method_types[1]')).toBe('us_bank_account')
    expect(form.get('success_url')).toBe(
      `https://crm.example.com/hub/invoices/${invoice.id}?payment=done`,
    )
    expect(form.get('cancel_url')).toBe(
      `https://crm.example.com/hub/invoices/${invoice.id}?payment=cancelled`,
    )
    // Nothing is recorded until Stripe says the money is there.
    expect(await paymentsOf(invoice.id)).toHaveLength(1)
  })

  it("refuses another client's invoice (as a missing one) and a Paid one, without calling Stripe", async () => {
    const invoice = await newInvoice(80)
    const other = t.seed.persons.find((p) => p.id !== invoice.client_person_id)!
    const before = stand.requests.length
    const start = (clientId: string) =>
      t.store.read((tx) => startInvoiceCheckout(tx, checkoutDeps(), invoice.id, clientId))
    await expect(start(other.id)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    const paid = await t.call({ method: 'POST', url: `/api/invoices/${invoice.id}/mark-paid` })
    expect(paid.status).toBe(200)
    await expect(start(invoice.client_person_id)).rejects.toMatchObject({
      code: 'INVALID_STATE',
      message: 'This invoice is already paid',
    })
    expect(stand.requests.length).toBe(before)
  })

  it('records a paid Checkout Session once: the invoice is Paid, the office told, the History has it', async () => {
    const invoice = await newInvoice(250)
    const event = signedEvent('checkout.session.completed', checkoutSession(invoice.id, 25000))
    const replies = []
    for (let i = 0; i < 3; i++) replies.push(await webhook(event))
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200])
    expect(replies.map((r) => r.json().result)).toEqual([
      'recorded',
      'already-recorded',
      'already-recorded',
    ])
    expect(await paymentsOf(invoice.id)).toMatchObject([{ amount: 250, method: 'Card' }])
    expect((await invoiceOf(invoice.id)).status).toBe('Paid')
    expect(await historyOf(invoice.id)).toEqual(
      expect.arrayContaining(['Payment of $250.00 recorded (Card)', 'Status changed to Paid']),
    )
    const notices = (await t.call({ method: 'GET', url: '/api/notifications' })).body.items
    expect(notices[0]).toMatchObject({
      kind: 'payment-recorded',
      title: 'Payment of $250.00 recorded',
    })
    // A replay with another event id (Stripe resends as a new delivery) is the same payment.
    const object = JSON.parse(event.body).data.object
    const again = await webhook(signedEvent('checkout.session.completed', object))
    expect(again.json().result).toBe('already-recorded')
    expect(await paymentsOf(invoice.id)).toHaveLength(1)
  })

  it('records it once when the same event comes three times to each of two app servers at once', async () => {
    const second = await createApp({
      store: createSqlStore(t.database.db, t.database.kind),
      clock: () => NOW,
      logger: false,
      passwords: fastPasswords,
      stripe: options.stripe ?? null,
    })
    try {
      const invoice = await newInvoice(90)
      const event = signedEvent('checkout.session.completed', checkoutSession(invoice.id, 9000))
      const replies = await Promise.all(
        [t.app, second, t.app, second, t.app, second].map((app) => webhook(event, app)),
      )
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200])
      expect(replies.filter((r) => r.json().result === 'recorded')).toHaveLength(1)
      expect(await paymentsOf(invoice.id)).toHaveLength(1)
      expect((await invoiceOf(invoice.id)).status).toBe('Paid')
    } finally {
      await second.close()
    }
  })

  it('refuses a bad signature (400) and records nothing', async () => {
    const invoice = await newInvoice(70)
    const event = signedEvent('checkout.session.completed', checkoutSession(invoice.id, 7000))
    const forged = signedEvent('checkout.session.completed', checkoutSession(invoice.id, 7000), {
      secret: 'whsec_someone_else',
    })
    const tampered = { body: event.body.replace('7000', '1'), signature: event.signature }
    for (const bad of [forged, tampered, { body: event.body, signature: 't=1,v1=00' }]) {
      const res = await webhook(bad)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBe('VALIDATION')
    }
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: event.body,
      headers: { 'content-type': 'application/json' },
    })
    expect(unsigned.statusCode).toBe(400)
    expect(await paymentsOf(invoice.id)).toEqual([])
  })

  it('records a payment above the balance as it is: the invoice is Paid and overpaid', async () => {
    const invoice = await newInvoice(100)
    await t.call({
      method: 'POST',
      url: '/api/payments',
      payload: { invoice_id: invoice.id, method: 'Card', amount: 60 },
    })
    // The client paid the whole amount again in another tab: Stripe took it, so it is kept.
    const res = await webhook(
      signedEvent('checkout.session.completed', checkoutSession(invoice.id, 10000)),
    )
    expect(res.json().result).toBe('recorded')
    const payments = await paymentsOf(invoice.id)
    expect(payments.map((p) => p.amount).sort((a, b) => a - b)).toEqual([60, 100])
    expect((await invoiceOf(invoice.id)).status).toBe('Paid')
  })

  it('does not count a bank debit while it is processing; it is ACH once it succeeds', async () => {
    const invoice = await newInvoice(300)
    const session = checkoutSession(invoice.id, 30000, { paymentStatus: 'unpaid' })
    const completed = await webhook(signedEvent('checkout.session.completed', session))
    expect(completed.json().result).toBe('ignored')
    expect(await paymentsOf(invoice.id)).toEqual([])
    expect((await invoiceOf(invoice.id)).status).toBe('Pending')
    const succeeded = await webhook(
      signedEvent('checkout.session.async_payment_succeeded', {
        ...session,
        payment_status: 'paid',
      }),
    )
    expect(succeeded.json().result).toBe('recorded')
    expect(await paymentsOf(invoice.id)).toMatchObject([{ amount: 300, method: 'ACH' }])
    expect((await invoiceOf(invoice.id)).status).toBe('Paid')
  })

  it('records a refund as a refund: the invoice is Unpaid again, or Overdue when past due', async () => {
    for (const [dueInDays, status] of [
      [30, 'Unpaid'],
      [-3, 'Overdue'],
    ] as const) {
      const invoice = await newInvoice(200, dueInDays)
      const intent = `pi_test_refund_${dueInDays}`
      const session = checkoutSession(invoice.id, 20000, { paymentIntent: intent })
      await webhook(signedEvent('checkout.session.completed', session))
      expect((await invoiceOf(invoice.id)).status).toBe('Paid')
      const charge = refundedCharge(intent, 5000, {
        chargeId: `ch_${dueInDays}`,
        amountCents: 20000,
      })
      const refund = signedEvent('charge.refunded', charge)
      expect((await webhook(refund)).json().result).toBe('recorded')
      expect((await webhook(refund)).json().result).toBe('already-recorded')
      expect((await paymentsOf(invoice.id)).map((p) => p.amount).sort((a, b) => a - b)).toEqual([
        -50, 200,
      ])
      expect((await invoiceOf(invoice.id)).status).toBe(status)
      expect(await historyOf(invoice.id)).toContain('Refund of $50.00 recorded (Card)')
      // A second partial refund brings the total so far: only the new part is recorded.
      const more = refundedCharge(intent, 8000, { chargeId: `ch_${dueInDays}`, amountCents: 20000 })
      expect((await webhook(signedEvent('charge.refunded', more))).json().result).toBe('recorded')
      expect((await paymentsOf(invoice.id)).map((p) => p.amount).sort((a, b) => a - b)).toEqual([
        -50, -30, 200,
      ])
    }
  })

  it('keeps a payment for an invoice deleted meanwhile, once, as a payment of no invoice', async () => {
    const invoice = await newInvoice(33.33)
    const deleted = await t.call({ method: 'DELETE', url: `/api/invoices/${invoice.id}` })
    expect(deleted.status).toBe(204)
    const event = signedEvent('checkout.session.completed', checkoutSession(invoice.id, 3333))
    expect((await webhook(event)).json().result).toBe('recorded')
    expect((await webhook(event)).json().result).toBe('already-recorded')
    const all = (await t.call({ method: 'GET', url: '/api/payments?limit=200' })).body.items as {
      amount: number
      invoice_id: string | null
    }[]
    expect(all.filter((p) => p.amount === 33.33 && p.invoice_id === null)).toHaveLength(1)
    const notices = (await t.call({ method: 'GET', url: '/api/notifications' })).body.items
    expect(notices[0].body).toMatch(/^For an invoice that no longer exists, by Card: refund it/)
  })

  it('answers an unknown event, and a refund of a payment never recorded, with 200 and ignores it', async () => {
    for (const event of [
      signedEvent('customer.created', { id: 'cus_1', object: 'customer' }),
      signedEvent('charge.refunded', refundedCharge('pi_test_unknown', 100)),
    ]) {
      const res = await webhook(event)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ received: true, result: 'ignored' })
    }
  })

  it("shows the Owner Stripe's state and the webhook address; not the Office", async () => {
    const invoice = await newInvoice(10)
    await webhook(signedEvent('checkout.session.completed', checkoutSession(invoice.id, 1000)))
    const res = await t.call({ method: 'GET', url: '/api/integrations/stripe' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      configured: true,
      webhook_url: 'http://127.0.0.1:3000/api/stripe/webhook',
      public_url_is_set: false,
      last_webhook_at: NOW,
      last_event_type: 'checkout.session.completed',
    })
    expect(JSON.stringify(res.body)).not.toContain(TEST_STRIPE_KEY)
    const office = await t.signInAs('Office')
    const refused = await t.call({
      method: 'GET',
      url: '/api/integrations/stripe',
      cookies: office,
    })
    expect(refused.status).toBe(403)
  })
})

describe.each(testBackends())('online payments without Stripe keys on $name', (backend) => {
  const t = useTestApp(backend)

  it('answers that payments are not set up, and calls nothing', async () => {
    const event = signedEvent(
      'checkout.session.completed',
      checkoutSession(t.seed.invoices[0]!.id, 100),
    )
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: event.body,
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toMatch(/STRIPE_SECRET_KEY/)
    const invoice = t.seed.invoices.find((i) => i.status !== 'Paid')!
    const start = t.store.read((tx) =>
      startInvoiceCheckout(tx, { payments: null }, invoice.id, invoice.client_person_id),
    )
    await expect(start).rejects.toBeInstanceOf(AppError)
    await expect(start).rejects.toMatchObject({ code: 'INVALID_STATE' })
    const state = await t.call({ method: 'GET', url: '/api/integrations/stripe' })
    expect(state.body).toMatchObject({ configured: false, last_webhook_at: null })
  })
})
