import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toCents } from '../shared/money'
import { balanceDue, INVOICE_ADDED_DEFAULTS, type Invoice } from './invoice'
import type { Payment } from './payment'
import { applyProviderPayment, isRefund, overpaidBy, statusAfterPayments } from './provider-payment'

const NOW = Date.UTC(2026, 2, 10, 12)
const DAY = 24 * 60 * 60 * 1000
const ctx = { now: NOW, newId: () => '00000000-0000-4000-9000-000000000001' }

const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: '00000000-0000-4000-8000-000000000001',
  number: 'INV-0001',
  ...INVOICE_ADDED_DEFAULTS,
  job_id: null,
  client_person_id: '00000000-0000-4000-8000-000000000002',
  amount: 100,
  status: 'Unpaid',
  due_date: NOW + DAY,
  created_at: NOW - DAY,
  version: 1,
  ...overrides,
})
const paid = (amount: number): Payment => ({
  id: '00000000-0000-4000-9000-000000000009',
  invoice_id: invoice().id,
  date: NOW,
  method: 'Card',
  check_number: '',
  amount,
  version: 1,
})

describe('online payments on an invoice', () => {
  it('keeps a payment above the balance and says by how much it is overpaid', () => {
    const result = applyProviderPayment(
      invoice(),
      [paid(60)],
      { kind: 'payment', amount: 100, method: 'Card' },
      ctx,
    )
    expect(result.payment.amount).toBe(100)
    expect(result.status).toBe('Paid')
    expect(overpaidBy(invoice(), [paid(60), result.payment])).toBe(60)
    expect(overpaidBy(invoice(), [paid(60)])).toBe(0)
  })

  it('records a refund as a negative payment row: Unpaid again, or Overdue once past due', () => {
    const refund = { kind: 'refund' as const, amount: 25, method: 'Card' as const }
    const paidInvoice = invoice({ status: 'Paid' })
    const result = applyProviderPayment(paidInvoice, [paid(100)], refund, ctx)
    expect(result.payment.amount).toBe(-25)
    expect(isRefund(result.payment)).toBe(true)
    expect(result.status).toBe('Unpaid')
    expect(balanceDue(paidInvoice, [paid(100), result.payment])).toBe(25)
    const late = invoice({ status: 'Paid', due_date: NOW - DAY })
    expect(applyProviderPayment(late, [paid(100)], refund, ctx).status).toBe('Overdue')
    // A refund of part of an overpayment leaves it paid.
    expect(applyProviderPayment(paidInvoice, [paid(100), paid(40)], refund, ctx).status).toBe(
      'Paid',
    )
  })

  it('leaves a Pending invoice Pending while part of it is paid', () => {
    expect(statusAfterPayments(invoice({ status: 'Pending' }), [paid(30)], NOW)).toBe('Pending')
  })

  it('is Paid exactly when the payments cover the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: -100_000, max: 100_000 }), { maxLength: 6 }),
        (amountCents, paymentCents) => {
          const payments = paymentCents.map((c) => paid(c / 100))
          const net = paymentCents.reduce((a, b) => a + b, 0)
          const status = statusAfterPayments(invoice({ amount: amountCents / 100 }), payments, NOW)
          expect(status === 'Paid').toBe(net >= amountCents)
          expect(toCents(overpaidBy(invoice({ amount: amountCents / 100 }), payments))).toBe(
            Math.max(0, net - amountCents),
          )
        },
      ),
    )
  })
})
