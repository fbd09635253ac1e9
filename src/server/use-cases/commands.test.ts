// API integration: domain commands (mark paid, payments, estimate status, convert, assign crew),
// invoice numbering under concurrency, and the system routes (health, export, reset).
import { describe, expect, it } from 'vitest'
import { SEED_COUNTS } from '../../domain/seed/seed'
import { testBackends } from '../testing/test-databases'
import { NOW, useTestApp } from '../testing/test-app'

describe.each(testBackends())('commands API on $name', (backend) => {
  const t = useTestApp(backend)
  const total = async (url: string) => (await t.call({ method: 'GET', url })).body.total as number
  const invoiceWith = (status: string) => t.seed.invoices.find((i) => i.status === status)!
  const estimateWith = (status: string) => t.seed.estimates.find((e) => e.status === status)!

  it('marks an invoice paid with one Card payment of the balance; a second call is refused', async () => {
    const invoice = invoiceWith('Unpaid') // 3200 with 1000 already paid
    const { status, body } = await t.call({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/mark-paid`,
    })
    expect(status).toBe(200)
    expect(body.invoice).toMatchObject({ id: invoice.id, status: 'Paid', version: 2 })
    expect(body.payment).toMatchObject({
      invoice_id: invoice.id,
      method: 'Card',
      amount: 2200,
      date: NOW,
    })
    expect(await total(`/api/payments?invoice_id=${invoice.id}`)).toBe(2)
    const again = await t.call({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/mark-paid`,
      headers: { 'content-type': 'application/json' },
      payload: '',
    })
    expect(again.status).toBe(409)
    expect(again.body.error.code).toBe('INVALID_STATE')
    expect(await total(`/api/payments?invoice_id=${invoice.id}`)).toBe(2)
  })

  it('makes exactly one payment when 50 mark-paid requests race', async () => {
    const invoice = invoiceWith('Overdue')
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call({ method: 'POST', url: `/api/invoices/${invoice.id}/mark-paid` }),
      ),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 409)).toHaveLength(49)
    expect(await total(`/api/payments?invoice_id=${invoice.id}`)).toBe(1)
    expect(await total('/api/payments')).toBe(SEED_COUNTS.payments + 1)
  })

  it('refuses a payment above the balance and stores nothing', async () => {
    const invoice = invoiceWith('Unpaid')
    const before = await total('/api/payments')
    const { status, body } = await t.call({
      method: 'POST',
      url: '/api/payments',
      payload: { invoice_id: invoice.id, method: 'ACH', amount: 2200.01 },
    })
    expect(status).toBe(409)
    expect(body.error.fields.amount).toBeDefined()
    expect(await total('/api/payments')).toBe(before)
    const read = await t.call({ method: 'GET', url: `/api/invoices/${invoice.id}` })
    expect(read.body).toMatchObject({ status: 'Unpaid', version: 1 })
  })

  it('records a payment that covers the balance and marks the invoice Paid', async () => {
    const invoice = invoiceWith('Unpaid')
    const { status, body } = await t.call({
      method: 'POST',
      url: '/api/payments',
      payload: { invoice_id: invoice.id, method: 'ACH', amount: 2200 },
    })
    expect(status).toBe(201)
    expect(body).toMatchObject({ amount: 2200, method: 'ACH', date: NOW })
    const read = await t.call({ method: 'GET', url: `/api/invoices/${invoice.id}` })
    expect(read.body.status).toBe('Paid')
  })

  it('moves an estimate Open -> Sent -> Open (decline) -> Sent -> Accepted and refuses the rest', async () => {
    const estimate = estimateWith('Open')
    const post = (action: string) =>
      t.call({ method: 'POST', url: `/api/estimates/${estimate.id}/${action}` })
    for (const bad of ['accept', 'decline']) {
      const refused = await post(bad)
      expect(refused.status).toBe(409)
      expect(refused.body.error.code).toBe('INVALID_STATE')
    }
    // Send to Client answers the estimate and the e-mail it queued (issue #30).
    expect((await post('send')).body.record.status).toBe('Sent')
    expect((await post('send')).status).toBe(409)
    expect((await post('decline')).body.status).toBe('Open')
    expect((await post('send')).body.record.status).toBe('Sent')
    const accepted = await post('accept')
    expect(accepted.body).toMatchObject({ status: 'Accepted', version: 5 })
    for (const bad of ['send', 'accept', 'decline']) expect((await post(bad)).status).toBe(409)
    const read = await t.call({ method: 'GET', url: `/api/estimates/${estimate.id}` })
    expect(read.body).toMatchObject({ status: 'Accepted', version: 5 })
  })

  it('converts only an accepted estimate into a job', async () => {
    const open = estimateWith('Open')
    const refused = await t.call({ method: 'POST', url: `/api/estimates/${open.id}/convert` })
    expect(refused.status).toBe(409)
    expect(await total('/api/jobs')).toBe(18)
    const accepted = estimateWith('Accepted')
    const client = t.seed.persons.find((p) => p.id === accepted.client_person_id)!
    const { status, body } = await t.call({
      method: 'POST',
      url: `/api/estimates/${accepted.id}/convert`,
    })
    expect(status).toBe(201)
    expect(body).toMatchObject({
      title: `Job from Estimate #${accepted.id.slice(0, 6)}`,
      client_person_id: accepted.client_person_id,
      address: client.location,
      notes: accepted.notes,
      status: 'Scheduled',
      assigned_crew_id: null,
      date: NOW,
    })
    expect(await total('/api/jobs')).toBe(19)
    const read = await t.call({ method: 'GET', url: `/api/estimates/${accepted.id}` })
    expect(read.body.status).toBe('Accepted')
  })

  it('assigns a crew only to a job without one', async () => {
    const crew = t.seed.crews[0]!
    const unassigned = t.seed.jobs.find((j) => j.assigned_crew_id === null)!
    const assigned = t.seed.jobs.find((j) => j.assigned_crew_id !== null)!
    const ok = await t.call({
      method: 'POST',
      url: `/api/jobs/${unassigned.id}/assign-crew`,
      payload: { crew_id: crew.id },
    })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ assigned_crew_id: crew.id, version: 2 })
    const refused = await t.call({
      method: 'POST',
      url: `/api/jobs/${assigned.id}/assign-crew`,
      payload: { crew_id: crew.id },
    })
    expect(refused.status).toBe(409)
    const read = await t.call({ method: 'GET', url: `/api/jobs/${assigned.id}` })
    expect(read.body).toMatchObject({ assigned_crew_id: assigned.assigned_crew_id, version: 1 })
  })

  it('gives 100 concurrent invoices unique INV-nnnn numbers, and a fresh one after a delete', async () => {
    const client = t.seed.persons[0]!.id
    const create = () =>
      t.call({
        method: 'POST',
        url: '/api/invoices',
        payload: { client_person_id: client, amount: 100, due_date: NOW },
      })
    const results = await Promise.all(Array.from({ length: 100 }, create))
    expect(results.map((r) => r.status)).toEqual(Array(100).fill(201))
    const numbers = results.map((r) => r.body.number as string)
    expect(numbers.every((n) => /^INV-\d{4}$/.test(n))).toBe(true)
    expect(new Set(numbers).size).toBe(100)
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 100 }, (_, i) => `INV-${String(13 + i).padStart(4, '0')}`),
    )

    const victim = results[0]!.body
    expect((await t.call({ method: 'DELETE', url: `/api/invoices/${victim.id}` })).status).toBe(204)
    const next = await create()
    expect(next.status).toBe(201)
    const all = (await t.call({ method: 'GET', url: '/api/invoices?limit=200' })).body.items.map(
      (i: { number: string }) => i.number,
    )
    expect(new Set(all).size).toBe(all.length)
    expect(all).toContain(next.body.number)
  })

  it('answers /api/health with the store kind', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/health' })
    expect(status).toBe(200)
    expect(body).toEqual({ status: 'ok', store: backend.name, time: NOW })
  })

  it('exports every collection, the plan and the activity', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/export' })
    expect(status).toBe(200)
    expect(body.exported_at).toBe(new Date(NOW).toISOString())
    for (const [name, n] of Object.entries(SEED_COUNTS)) expect(body[name]).toHaveLength(n)
    expect(body.notes).toHaveLength(t.seed.notes.length)
    expect(body.submissions).toHaveLength(t.seed.submissions.length)
    expect(body.plan).toEqual({ tier: 'Free', used: 0, limit: 100 })
    expect(body.activity).toHaveLength(365)
    expect(body.activity).toEqual(t.seed.activity)
    const byId = (rows: { id: string }[]) => [...rows].sort((a, b) => (a.id < b.id ? -1 : 1))
    expect(byId(body.estimates)).toEqual(byId(t.seed.estimates))
    expect(byId(body.templates)).toEqual(byId(t.seed.templates))
  })

  it('restores the sample data on /api/demo/reset', async () => {
    await t.call({
      method: 'POST',
      url: '/api/persons',
      payload: { name: 'Extra', email: 'x@example.com' },
    })
    await t.call({ method: 'DELETE', url: `/api/notes/${t.seed.notes[0]!.id}` })
    const reset = await t.call({ method: 'POST', url: '/api/demo/reset' })
    expect(reset).toMatchObject({ status: 200, body: { ok: true } })
    for (const [name, n] of Object.entries(SEED_COUNTS))
      expect(await total(`/api/${name}?limit=1`)).toBe(n)
    expect(await total('/api/notes')).toBe(t.seed.notes.length)
  })

  it('serves the plan and the activity', async () => {
    expect((await t.call({ method: 'GET', url: '/api/plan' })).body).toEqual({
      tier: 'Free',
      used: 0,
      limit: 100,
    })
    expect((await t.call({ method: 'GET', url: '/api/activity' })).body).toHaveLength(365)
  })
})
