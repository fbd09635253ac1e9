import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AppError } from '../shared/app-error'
import { toCents } from '../shared/money'
import { INVOICE_ADDED_DEFAULTS, type Invoice } from './invoice'
import { checkPaymentFits, createPaymentInput, type Payment } from './payment'
import { recordPayment } from './record-payment'

const NOW = Date.UTC(2026, 2, 10, 12)
const INVOICE_ID = '00000000-0000-4000-8000-000000000001'
const CLIENT_ID = '00000000-0000-4000-8000-000000000002'

function makeContext() {
  let n = 0
  return {
    now: NOW,
    newId: () => `00000000-0000-4000-9000-${String(++n).padStart(12, '0')}`,
  }
}

function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: INVOICE_ID,
    number: 'INV-0001',
    ...INVOICE_ADDED_DEFAULTS,
    job_id: null,
    client_person_id: CLIENT_ID,
    amount: 1000,
    status: 'Unpaid',
    due_date: NOW,
    created_at: NOW,
    version: 1,
    ...overrides,
  }
}

const stored = (payment: Omit<Payment, 'version'>): Payment => ({ ...payment, version: 1 })
const pay = (amount: number, date?: number) =>
  ({ invoice_id: INVOICE_ID, method: 'ACH', amount, ...(date ? { date } : {}) }) as const

describe('recordPayment', () => {
  it('records a part payment and leaves the status alone', () => {
    const { invoice, payment } = recordPayment(makeInvoice(), [], pay(400), makeContext())
    expect(invoice.status).toBe('Unpaid')
    expect(payment).toEqual({
      id: '00000000-0000-4000-9000-000000000001',
      invoice_id: INVOICE_ID,
      date: NOW,
      method: 'ACH',
      check_number: '',
      amount: 400,
    })
  })

  it('keeps a given payment date', () => {
    const date = NOW - 86_400_000
    expect(recordPayment(makeInvoice(), [], pay(400, date), makeContext()).payment.date).toBe(date)
  })

  it('marks the invoice Paid when the payments cover the amount', () => {
    const ctx = makeContext()
    const first = recordPayment(makeInvoice(), [], pay(600.1), ctx)
    const second = recordPayment(makeInvoice(), [stored(first.payment)], pay(399.9), ctx)
    expect(second.invoice.status).toBe('Paid')
  })

  it('refuses a payment above the balance due', () => {
    const ctx = makeContext()
    const first = recordPayment(makeInvoice(), [], pay(600), ctx)
    const attempt = () => recordPayment(makeInvoice(), [stored(first.payment)], pay(400.01), ctx)
    expect(attempt).toThrowError(AppError)
    expect(attempt).toThrowError(
      expect.objectContaining({
        code: 'INVALID_STATE',
        fields: { amount: 'More than the balance due' },
      }),
    )
  })

  it('refuses any payment on a paid invoice', () => {
    expect(() =>
      recordPayment(makeInvoice({ status: 'Paid' }), [], pay(1), makeContext()),
    ).toThrowError(expect.objectContaining({ code: 'INVALID_STATE' }))
  })

  it('never lets payments exceed the amount, and is Paid exactly when they reach it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        // Some attempts pay exactly what is left, so the Paid side is reached often.
        fc.array(fc.oneof(fc.integer({ min: 1, max: 60_000 }), fc.constant('rest' as const)), {
          maxLength: 15,
        }),
        (amountCents, attempts) => {
          const ctx = makeContext()
          let invoice = makeInvoice({ amount: amountCents / 100 })
          const payments: Payment[] = []
          for (const attempt of attempts) {
            const paidCents = payments.reduce((sum, p) => sum + toCents(p.amount), 0)
            const cents = attempt === 'rest' ? Math.max(1, amountCents - paidCents) : attempt
            try {
              const result = recordPayment(invoice, payments, pay(cents / 100), ctx)
              invoice = { ...result.invoice, version: invoice.version + 1 }
              payments.push(stored(result.payment))
            } catch (error) {
              expect(error).toMatchObject({ code: 'INVALID_STATE' })
              expect(invoice.status === 'Paid' || paidCents + cents > amountCents).toBe(true)
            }
            const sum = payments.reduce((total, p) => total + toCents(p.amount), 0)
            expect(sum).toBeLessThanOrEqual(amountCents)
            expect(invoice.status === 'Paid').toBe(sum === amountCents)
          }
        },
      ),
    )
  })
})

describe('checkPaymentFits', () => {
  it('accepts a payment up to the balance, compared in cents', () => {
    expect(() => checkPaymentFits(0.3, 0.1 + 0.2)).not.toThrow()
    expect(() => checkPaymentFits(100, 100)).not.toThrow()
  })

  it('names both amounts when the payment is too big', () => {
    expect(() => checkPaymentFits(100.5, 100)).toThrowError(
      'The payment of $100.50 is more than the $100.00 still due',
    )
  })
})

describe('createPaymentInput', () => {
  it('requires an amount above 0 and a known method', () => {
    const base = { invoice_id: INVOICE_ID, method: 'Card', amount: 10 }
    expect(createPaymentInput.parse(base)).toEqual(base)
    expect(createPaymentInput.safeParse({ ...base, amount: 0 }).success).toBe(false)
    expect(createPaymentInput.safeParse({ ...base, method: 'Bitcoin' }).success).toBe(false)
    expect(createPaymentInput.safeParse({ ...base, method: 'Cash' }).success).toBe(true)
  })

  it('takes Check with its number only', () => {
    const check = { invoice_id: INVOICE_ID, method: 'Check', amount: 10 }
    expect(createPaymentInput.safeParse(check).success).toBe(false)
    expect(createPaymentInput.safeParse({ ...check, check_number: '1042' }).success).toBe(true)
  })
})
