// The API contract for the Idempotency-Key header on payment-creating commands (issue #8).
import { describe, expect, it } from 'vitest'
import { SEED_COUNTS } from '../../domain/seed/seed'
import type { ApiRequest } from '../../web/data/api-request'
import { type ContractClient, expectError, fixtures, seed } from './contract-helpers'

export function defineIdempotencyContract(api: ContractClient): void {
  describe('Idempotency-Key on payment-creating commands (issue #8)', () => {
    const withKey = (key: string, path: string, body?: unknown): ApiRequest => ({
      method: 'POST',
      path,
      body,
      headers: { 'Idempotency-Key': key },
    })

    it('answers a retried mark-paid with the first response and records one payment', async () => {
      const { invoice } = fixtures.partlyPaidInvoice()
      const path = `/api/invoices/${invoice.id}/mark-paid`
      const first = await api.send(withKey('mark-paid-retry-1', path))
      expect(first.status, JSON.stringify(first.body)).toBe(200)
      const retried = await api.send(withKey('mark-paid-retry-1', path))
      expect(retried).toEqual(first)
      expect(await api.total('/api/payments')).toBe(SEED_COUNTS.payments + 1)
      // Without the key the retry is a new request: the invoice is Paid already.
      expectError(await api.post(path), 409, 'INVALID_STATE')
    })

    it('answers a retried payment with the first response, whatever the key order of the body', async () => {
      const { invoice } = fixtures.partlyPaidInvoice()
      const body = { invoice_id: invoice.id, method: 'ACH', amount: 1 }
      const first = await api.send(withKey('payment-retry-1', '/api/payments', body))
      expect(first.status, JSON.stringify(first.body)).toBe(201)
      const reordered = { amount: 1, method: 'ACH', invoice_id: invoice.id }
      const retried = await api.send(withKey('payment-retry-1', '/api/payments', reordered))
      expect(retried).toEqual(first)
      expect(await api.total('/api/payments', { invoice_id: invoice.id })).toBe(
        seed.payments.filter((p) => p.invoice_id === invoice.id).length + 1,
      )
      // A new key is a new payment.
      const other = await api.send(withKey('payment-retry-2', '/api/payments', body))
      expect(other.status).toBe(201)
      expect((other.body as { id: string }).id).not.toBe((first.body as { id: string }).id)
    })

    it('refuses the same key with another body or on another route (409) and records nothing more', async () => {
      const { invoice } = fixtures.partlyPaidInvoice()
      const body = { invoice_id: invoice.id, method: 'ACH', amount: 1 }
      expect((await api.send(withKey('reused-key', '/api/payments', body))).status).toBe(201)
      const otherBody = await api.send(
        withKey('reused-key', '/api/payments', { ...body, amount: 2 }),
      )
      expect(expectError(otherBody, 409, 'CONFLICT').message).toBe(
        'This Idempotency-Key was already used for a different request: send a new key for a new action',
      )
      const otherRoute = await api.send(
        withKey('reused-key', `/api/invoices/${invoice.id}/mark-paid`),
      )
      expectError(otherRoute, 409, 'CONFLICT')
      expect(await api.total('/api/payments')).toBe(SEED_COUNTS.payments + 1)
      expect(await api.one(`/api/invoices/${invoice.id}`)).toMatchObject({ status: 'Unpaid' })
    })

    it('keeps no answer for a refused request: the same key may carry the corrected one', async () => {
      const { invoice, balance } = fixtures.partlyPaidInvoice()
      const tooMuch = { invoice_id: invoice.id, method: 'ACH', amount: balance + 1 }
      const refused = await api.send(withKey('corrected-key', '/api/payments', tooMuch))
      expectError(refused, 409, 'INVALID_STATE')
      const again = await api.send(withKey('corrected-key', '/api/payments', tooMuch))
      expectError(again, 409, 'INVALID_STATE')
      const fixed = { ...tooMuch, amount: balance }
      const paid = await api.send(withKey('corrected-key', '/api/payments', fixed))
      expect(paid.status, JSON.stringify(paid.body)).toBe(201)
      expect(await api.total('/api/payments')).toBe(SEED_COUNTS.payments + 1)
    })

    it('makes exactly one payment when requests with one key race', async () => {
      const { invoice } = fixtures.partlyPaidInvoice()
      const path = `/api/invoices/${invoice.id}/mark-paid`
      const results = await Promise.all(
        Array.from({ length: 10 }, () => api.send(withKey('raced-key', path))),
      )
      expect(results.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200))
      for (const r of results) expect(r.body).toEqual(results[0]?.body)
      expect(await api.total('/api/payments')).toBe(SEED_COUNTS.payments + 1)
    })

    it('refuses a malformed key (400) before doing anything', async () => {
      const { invoice } = fixtures.partlyPaidInvoice()
      const path = `/api/invoices/${invoice.id}/mark-paid`
      for (const key of ['', 'x'.repeat(201), 'has space']) {
        const res = await api.send(withKey(key, path))
        expect(expectError(res, 400, 'VALIDATION').message).toContain('Idempotency-Key')
      }
      expect(await api.total('/api/payments')).toBe(SEED_COUNTS.payments)
    })
  })
}
