// Idempotency-Key on the real databases: racing retries of one payment make exactly one, and the
// answer is stored in the same transaction as the payment (one row per key, kept for IDEMPOTENCY_TTL_MS).
import { describe, expect, it } from 'vitest'
import { SEED_COUNTS } from '../../domain/seed/seed'
import { IDEMPOTENCY_TTL_MS } from '../../api/shared/idempotency'
import { ACTED_AT_MAX_AGE_MS } from '../../domain/field/acted-at'
import { idempotencyKeys } from '../db/schema'
import { NOW, useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

describe.each(testBackends())('Idempotency-Key on $name', (backend) => {
  let now = NOW
  const t = useTestApp(backend, { clock: () => now })
  const total = async (url: string) => (await t.call({ method: 'GET', url })).body.total as number
  const invoiceWith = (status: string) => t.seed.invoices.find((i) => i.status === status)!
  const storedKeys = async () => t.database.db.select().from(idempotencyKeys)

  it('makes exactly one payment when 50 mark-paid requests with one key race', async () => {
    now = NOW
    const invoice = invoiceWith('Overdue')
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call({
          method: 'POST',
          url: `/api/invoices/${invoice.id}/mark-paid`,
          headers: { 'idempotency-key': 'race-mark-paid' },
        }),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200))
    const first = results[0]!.body
    for (const r of results) expect(r.body).toEqual(first)
    expect(await total(`/api/payments?invoice_id=${invoice.id}`)).toBe(1)
    expect(await total('/api/payments')).toBe(SEED_COUNTS.payments + 1)
    const keys = await storedKeys()
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatchObject({ key: 'race-mark-paid', status: 200, body: first })
  })

  it('makes exactly one payment when 50 payment requests with one key race', async () => {
    now = NOW
    const invoice = invoiceWith('Unpaid')
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call({
          method: 'POST',
          url: '/api/payments',
          headers: { 'idempotency-key': 'race-payment' },
          payload: { invoice_id: invoice.id, method: 'ACH', amount: 10 },
        }),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201))
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1)
    expect(await total('/api/payments')).toBe(SEED_COUNTS.payments + 1)
  })

  it('stores nothing when the payment is refused', async () => {
    now = NOW
    const invoice = invoiceWith('Paid')
    const res = await t.call({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/mark-paid`,
      headers: { 'idempotency-key': 'refused' },
    })
    expect(res.status).toBe(409)
    expect(await storedKeys()).toEqual([])
  })

  it('keeps answers longer than a field command may go back, so an accepted replay finds its own', () => {
    expect(IDEMPOTENCY_TTL_MS).toBeGreaterThan(ACTED_AT_MAX_AGE_MS)
  })

  it('forgets an answer after its lifetime: the key then makes a new payment', async () => {
    now = NOW
    const invoice = invoiceWith('Unpaid')
    const pay = () =>
      t.call({
        method: 'POST',
        url: '/api/payments',
        headers: { 'idempotency-key': 'day-old' },
        payload: { invoice_id: invoice.id, method: 'ACH', amount: 10 },
      })
    const first = await pay()
    expect(first.status).toBe(201)
    now = NOW + IDEMPOTENCY_TTL_MS - 1
    expect((await pay()).body).toEqual(first.body)
    now = NOW + IDEMPOTENCY_TTL_MS + 1
    const later = await pay()
    expect(later.status).toBe(201)
    expect(later.body.id).not.toBe(first.body.id)
    expect(await total('/api/payments')).toBe(SEED_COUNTS.payments + 2)
    const keys = await storedKeys()
    expect(keys.map((k) => [k.key, k.created_at])).toEqual([['day-old', now]])
  })
})
