// The client's invoices in the hub (issue #31 section 2) on PGlite and PostgreSQL: the list (every
// status, open ones first), one invoice with the PDF's figures (a refund is a negative payment), its
// PDF, and "Pay online" against a stand-in Stripe (the answer is the stand-in's Checkout address,
// audited by "Client: {name}"); another client's id, a malformed one -> 404; a paid invoice and an
// install without Stripe -> 409; a staff session is no hub cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HUB_NOT_FOUND } from '../../domain/hub/hub-api'
import { PAYMENTS_NOT_SET_UP } from '../../api/payments/payments-port'
import type { AppOptions } from '../app'
import {
  startStandInStripe,
  TEST_STRIPE_KEY,
  TEST_WEBHOOK_SECRET,
  type StandInStripe,
} from '../testing/stand-in-stripe'
import { hubCookiesOf } from '../testing/hub-visitor'
import { NOW, useTestApp, type TestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

const DAY_MS = 24 * 60 * 60 * 1000

/** Two new clients, and helpers to give them invoices and payments through the staff API. */
function billing(t: TestApp) {
  const person = async (name: string) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/persons',
      payload: { name, email: `${name.toLowerCase().replace(' ', '.')}@example.net` },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body as { id: string; name: string }
  }
  const invoice = async (clientId: string, amount: number, dueInDays = 30) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/invoices',
      payload: { client_person_id: clientId, amount, due_date: NOW + dueInDays * DAY_MS },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body as { id: string; number: string; created_at: number }
  }
  const pay = async (invoiceId: string, amount: number) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/payments',
      payload: { invoice_id: invoiceId, amount, method: 'Card', date: NOW - DAY_MS },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
  }
  return { person, invoice, pay }
}

describe.each(testBackends())('the hub invoices with Stripe on $name', (backend) => {
  let stand: StandInStripe
  const options: Partial<AppOptions> = {}
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
  const hub = (cookies: Record<string, string>, method: 'GET' | 'POST', url: string) =>
    t.call({ method, url, cookies })

  it("lists only the visitor's invoices, every status, open ones first then paid, newest first", async () => {
    const { person, invoice, pay } = billing(t)
    const client = await person('Hub Client')
    const other = await person('Other Client')
    const older = await invoice(client.id, 100)
    const overdue = await invoice(client.id, 80, -5)
    const paid = await invoice(client.id, 50)
    await pay(paid.id, 50)
    const part = await invoice(client.id, 300)
    await pay(part.id, 120)
    await invoice(other.id, 999)
    const cookies = await hubCookiesOf(t.store, client.id, NOW)
    const res = await hub(cookies, 'GET', '/api/hub/invoices')
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const items = res.body.items as { id: string; status: string; balance_cents: number }[]
    expect(items.map((i) => i.id).sort()).toEqual([older.id, overdue.id, paid.id, part.id].sort())
    // Open ones before the paid one; the paid one last.
    expect(items.at(-1)).toMatchObject({ id: paid.id, status: 'Paid', balance_cents: 0 })
    expect(items.find((i) => i.id === overdue.id)?.status).toBe('Overdue')
    expect(items.find((i) => i.id === part.id)).toEqual({
      id: part.id,
      number: part.number,
      status: 'Pending',
      issued_at: part.created_at,
      due_date: NOW + 30 * DAY_MS,
      total_cents: 30000,
      balance_cents: 18000,
    })
    // A staff session is no hub cookie.
    expect((await t.call({ method: 'GET', url: '/api/hub/invoices' })).status).toBe(401)
  })

  it('answers one invoice with the PDF figures, a refund as a negative payment, and its PDF', async () => {
    const { person, invoice, pay } = billing(t)
    const client = await person('Hub Client')
    const inv = await invoice(client.id, 500)
    await pay(inv.id, 200)
    // A refund Stripe reported (decision 047): a negative payment.
    await t.store.transaction((tx) =>
      tx.insert('payments', {
        id: '00000000-0000-4000-8000-00000000f00d',
        invoice_id: inv.id,
        date: NOW,
        method: 'Card',
        amount: -50,
        version: 1,
      }),
    )
    const cookies = await hubCookiesOf(t.store, client.id, NOW)
    const res = await hub(cookies, 'GET', `/api/hub/invoices/${inv.id}`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toEqual({
      id: inv.id,
      number: inv.number,
      status: 'Pending',
      issued_at: inv.created_at,
      due_date: NOW + 30 * DAY_MS,
      total_cents: 50000,
      balance_cents: 35000,
      job: null,
      lines: [{ desc: 'Services', qty: 1, price_cents: 50000, amount_cents: 50000 }],
      subtotal_cents: 50000,
      tax_cents: 0,
      tax_rate: 0,
      rounding_cents: 0,
      payments: [
        { date: NOW - DAY_MS, method: 'Card', amount_cents: 20000 },
        { date: NOW, method: 'Card', amount_cents: -5000 },
      ],
      paid_cents: 15000,
      can_pay_online: true,
      pdf_url: `/api/hub/invoices/${inv.id}/pdf`,
    })
    const pdf = await t.app.inject({ method: 'GET', url: res.body.pdf_url, cookies })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toContain(`${inv.number}.pdf`)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it("answers another client's invoice and a malformed id as 404 Not found, on every route", async () => {
    const { person, invoice } = billing(t)
    const client = await person('Hub Client')
    const other = await person('Other Client')
    const theirs = await invoice(other.id, 70)
    const cookies = await hubCookiesOf(t.store, client.id, NOW)
    for (const id of [theirs.id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      for (const [method, path] of [
        ['GET', `/api/hub/invoices/${id}`],
        ['GET', `/api/hub/invoices/${id}/pdf`],
        ['POST', `/api/hub/invoices/${id}/pay`],
      ] as const) {
        const res = await hub(cookies, method, path)
        expect(res.status, `${method} ${path}`).toBe(404)
        expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: HUB_NOT_FOUND })
      }
    }
    expect(stand.requests.filter((r) => r.form.get('metadata[invoice_id]') === theirs.id)).toEqual(
      [],
    )
  })

  it('pays online at the stand-in Stripe for the balance, audited by the client; a paid invoice -> 409', async () => {
    const { person, invoice, pay } = billing(t)
    const client = await person('Hub Client')
    const inv = await invoice(client.id, 400)
    await pay(inv.id, 150)
    const cookies = await hubCookiesOf(t.store, client.id, NOW)
    const paysAudited = async () =>
      (await t.call({ method: 'GET', url: '/api/audit-log?kind=hub-pay' })).body.items as unknown[]
    const audited = (await paysAudited()).length
    const res = await hub(cookies, 'POST', `/api/hub/invoices/${inv.id}/pay`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(Object.keys(res.body)).toEqual(['url'])
    expect(res.body.url).toMatch(new RegExp(`^${stand.url}/pay/cs_test_[0-9a-f]+$`))
    const asked = stand.requests.find((r) => r.form.get('metadata[invoice_id]') === inv.id)!
    expect(asked.form.get('line_items[0][price_data][unit_amount]')).toBe('25000')
    const log = await paysAudited()
    expect(log).toHaveLength(audited + 1)
    expect(log[0]).toEqual(
      expect.objectContaining({
        actor: 'Client: Hub Client',
        user_id: null,
        summary: `Opened online payment of invoice ${inv.number}`,
      }),
    )

    await pay(inv.id, 250)
    const paid = await hub(cookies, 'POST', `/api/hub/invoices/${inv.id}/pay`)
    expect(paid.status).toBe(409)
    expect(paid.body.error.code).toBe('INVALID_STATE')
    const detail = await hub(cookies, 'GET', `/api/hub/invoices/${inv.id}`)
    expect(detail.body).toMatchObject({ status: 'Paid', balance_cents: 0, can_pay_online: false })
  })
})

describe.each(testBackends())('the hub invoices without Stripe on $name', (backend) => {
  const t = useTestApp(backend)

  it('refuses Pay online with 409 and says paying online is off', async () => {
    const { person, invoice } = billing(t)
    const client = await person('Hub Client')
    const inv = await invoice(client.id, 90)
    const cookies = await hubCookiesOf(t.store, client.id, NOW)
    const res = await t.call({ method: 'POST', url: `/api/hub/invoices/${inv.id}/pay`, cookies })
    expect(res.status).toBe(409)
    expect(res.body.error).toEqual({ code: 'INVALID_STATE', message: PAYMENTS_NOT_SET_UP })
    const detail = await t.call({ method: 'GET', url: `/api/hub/invoices/${inv.id}`, cookies })
    expect(detail.body).toMatchObject({ balance_cents: 9000, can_pay_online: false })
    expect(
      (await t.call({ method: 'GET', url: '/api/audit-log?kind=hub-pay' })).body.items,
    ).toEqual([])
  })
})
