// API integration for issue #5 under concurrency: racing part payments never overpay an invoice,
// racing crew changes leave one consistent crew, and the calendar answers from SQL.
import { describe, expect, it } from 'vitest'
import { toCents } from '../../domain/shared/money'
import { testBackends } from '../testing/test-databases'
import { useTestApp } from '../testing/test-app'

const DAY = 86_400_000

describe.each(testBackends())('projects and billing API on $name', (backend) => {
  const t = useTestApp(backend)

  it('never lets 20 racing part payments exceed the invoice amount', async () => {
    const invoice = t.seed.invoices.find(
      (i) => i.status !== 'Paid' && !t.seed.payments.some((p) => p.invoice_id === i.id),
    )!
    // Each pays 30%: only three fit, the fourth would overpay.
    const part = Math.floor(invoice.amount * 30) / 100
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call({
          method: 'POST',
          url: '/api/payments',
          payload: { invoice_id: invoice.id, method: 'ACH', amount: part },
        }),
      ),
    )
    expect(results.filter((r) => r.status === 201)).toHaveLength(3)
    expect(results.filter((r) => r.status === 409)).toHaveLength(17)
    const payments = (
      await t.call({ method: 'GET', url: `/api/payments?invoice_id=${invoice.id}` })
    ).body.items as { amount: number }[]
    expect(payments).toHaveLength(3)
    const paid = payments.reduce((sum, p) => sum + toCents(p.amount), 0)
    expect(paid).toBeLessThanOrEqual(toCents(invoice.amount))
    const read = await t.call({ method: 'GET', url: `/api/invoices/${invoice.id}` })
    expect(read.body).toMatchObject({ status: invoice.status, version: 1 })
  })

  it('lets exactly one of a mark-paid and racing payments of the full balance win', async () => {
    const invoice = t.seed.invoices.find(
      (i) => i.status !== 'Paid' && !t.seed.payments.some((p) => p.invoice_id === i.id),
    )!
    const results = await Promise.all([
      t.call({ method: 'POST', url: `/api/invoices/${invoice.id}/mark-paid` }),
      ...Array.from({ length: 5 }, () =>
        t.call({
          method: 'POST',
          url: '/api/payments',
          payload: { invoice_id: invoice.id, method: 'ACH', amount: invoice.amount },
        }),
      ),
    ])
    expect(results.filter((r) => r.status === 200 || r.status === 201)).toHaveLength(1)
    const total = (await t.call({ method: 'GET', url: `/api/payments?invoice_id=${invoice.id}` }))
      .body.total
    expect(total).toBe(1)
    const read = await t.call({ method: 'GET', url: `/api/invoices/${invoice.id}` })
    expect(read.body.status).toBe('Paid')
  })

  it('serialises racing crew changes on one job: every answer is a real state, one crew wins', async () => {
    const job = t.seed.jobs.find((j) => j.assigned_crew_id !== null)!
    const others = t.seed.crews.filter((c) => c.id !== job.assigned_crew_id)
    const results = await Promise.all([
      ...others.map((crew) =>
        t.call({
          method: 'POST',
          url: `/api/jobs/${job.id}/reassign-crew`,
          payload: { crew_id: crew.id },
        }),
      ),
      t.call({ method: 'POST', url: `/api/jobs/${job.id}/unassign-crew` }),
    ])
    const ok = results.filter((r) => r.status === 200)
    expect(ok.length).toBeGreaterThanOrEqual(1)
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true)
    const versions = ok.map((r) => r.body.version as number).sort((a, b) => a - b)
    expect(versions).toEqual(versions.map((_, i) => 2 + i))
    const read = await t.call({ method: 'GET', url: `/api/jobs/${job.id}` })
    expect(read.body.version).toBe(1 + ok.length)
    const last = ok.find((r) => r.body.version === read.body.version)!
    expect(read.body.assigned_crew_id).toBe(last.body.assigned_crew_id)
  })

  it('answers the calendar for a week and refuses a bad range', async () => {
    const first = Math.min(...t.seed.jobs.map((j) => j.date))
    const from = first - (first % DAY)
    const res = await t.call({
      method: 'GET',
      url: `/api/calendar?from=${from}&to=${from + 7 * DAY}`,
    })
    expect(res.status).toBe(200)
    const want = t.seed.jobs.filter((j) => j.date >= from && j.date < from + 7 * DAY)
    expect(res.body.items.map((j: { id: string }) => j.id).sort()).toEqual(
      want.map((j) => j.id).sort(),
    )
    const bad = await t.call({ method: 'GET', url: `/api/calendar?from=${from}&to=x` })
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields.to).toBeTruthy()
  })
})
