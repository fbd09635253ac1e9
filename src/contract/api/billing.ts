// The API contract for billing: part payments, edited amounts and races (issue #5).
import { describe, expect, it } from 'vitest'
import { SEED_COUNTS } from '../../domain/seed/seed'
import { CONTRACT_NOW, type ContractClient, expectError, fixtures, seed } from './contract-helpers'

export function defineBillingContract(api: ContractClient): void {
  describe('billing (issue #5)', () => {
    it('takes part payments until the invoice is Paid, then refuses more', async () => {
      const unpaid = seed.invoices.find(
        (i) => i.status !== 'Paid' && !seed.payments.some((p) => p.invoice_id === i.id),
      )
      if (!unpaid) throw new Error('seed has no unpaid invoice without payments')
      const part = Math.round(unpaid.amount * 40) / 100
      const rest = Math.round((unpaid.amount - part) * 100) / 100
      const first = await api.post('/api/payments', {
        invoice_id: unpaid.id,
        method: 'ACH',
        amount: part,
      })
      expect(first.status, JSON.stringify(first.body)).toBe(201)
      expect(await api.one(`/api/invoices/${unpaid.id}`)).toMatchObject({ status: unpaid.status })
      const second = await api.post('/api/payments', {
        invoice_id: unpaid.id,
        method: 'Card',
        amount: rest,
      })
      expect(second.status, JSON.stringify(second.body)).toBe(201)
      expect(await api.one(`/api/invoices/${unpaid.id}`)).toMatchObject({ status: 'Paid' })
      expectError(
        await api.post('/api/payments', { invoice_id: unpaid.id, method: 'Card', amount: 1 }),
        409,
        'INVALID_STATE',
      )
      expectError(await api.post(`/api/invoices/${unpaid.id}/mark-paid`), 409, 'INVALID_STATE')
      expect(await api.total('/api/payments', { invoice_id: unpaid.id })).toBe(2)
    })

    it('keeps an edited amount at or above what was paid, and calls it Paid when it equals it', async () => {
      const unpaid = seed.invoices.find(
        (i) => i.status !== 'Paid' && !seed.payments.some((p) => p.invoice_id === i.id),
      )
      if (!unpaid) throw new Error('seed has no unpaid invoice without payments')
      const paid = await api.post('/api/payments', {
        invoice_id: unpaid.id,
        method: 'ACH',
        amount: 60,
      })
      expect(paid.status, JSON.stringify(paid.body)).toBe(201)
      const path = `/api/invoices/${unpaid.id}`
      const below = expectError(await api.patch(path, { amount: 59.99 }), 400, 'VALIDATION')
      expect(below.message).toBe('The amount cannot be less than the $60.00 already paid')
      expect(await api.one(path)).toMatchObject({ amount: unpaid.amount, status: unpaid.status })
      const above = await api.patch(path, { amount: 75 })
      expect(above.body).toMatchObject({ amount: 75, status: unpaid.status })
      const equal = await api.patch(path, { amount: 60 })
      expect(equal.status, JSON.stringify(equal.body)).toBe(200)
      expect(equal.body).toMatchObject({ amount: 60, status: 'Paid' })
      expect(await api.total('/api/payments', { invoice_id: unpaid.id })).toBe(1)
    })

    it('makes one payment when Mark as Paid races, and unique numbers when creates race', async () => {
      const { invoice } = fixtures.partlyPaidInvoice()
      const results = await Promise.all(
        Array.from({ length: 10 }, () => api.post(`/api/invoices/${invoice.id}/mark-paid`)),
      )
      expect(results.filter((r) => r.status === 200)).toHaveLength(1)
      expect(results.filter((r) => r.status === 409)).toHaveLength(9)
      expect(await api.total('/api/payments')).toBe(SEED_COUNTS.payments + 1)
      const person = seed.persons[1]
      if (!person) throw new Error('seed too small')
      const created = await Promise.all(
        Array.from({ length: 10 }, () =>
          api.post('/api/invoices', {
            client_person_id: person.id,
            amount: 50,
            due_date: CONTRACT_NOW,
          }),
        ),
      )
      expect(created.map((r) => r.status)).toEqual(Array(10).fill(201))
      const numbers = created.map((r) => (r.body as { number: string }).number)
      expect(new Set(numbers).size).toBe(10)
      expect(numbers.every((n) => /^INV-\d{4}$/.test(n))).toBe(true)
    })
  })
}
