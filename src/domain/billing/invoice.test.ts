import { describe, expect, it } from 'vitest'
import { AppError, fieldErrorsFromZod } from '../shared/app-error'
import {
  amountPaid,
  balanceDue,
  buildInvoice,
  createInvoiceInput,
  invoiceResource,
  invoiceSchema,
  INVOICE_ADDED_DEFAULTS,
  markInvoicePaid,
  type Invoice,
} from './invoice'
import { billedForJobCents } from './invoice-lines'
import type { Payment } from './payment'

const NOW = Date.UTC(2026, 2, 10, 12)
const INVOICE_ID = '00000000-0000-4000-8000-000000000001'
const CLIENT_ID = '00000000-0000-4000-8000-000000000002'
const NEW_ID = '00000000-0000-4000-8000-0000000000aa'
const ctx = { now: NOW, newId: () => NEW_ID }

function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: INVOICE_ID,
    number: 'INV-0001',
    ...INVOICE_ADDED_DEFAULTS,
    job_id: null,
    client_person_id: CLIENT_ID,
    amount: 1850,
    status: 'Unpaid',
    due_date: NOW + 7 * 86_400_000,
    created_at: NOW - 86_400_000,
    version: 1,
    ...overrides,
  }
}

let paymentCount = 0
function makePayment(overrides: Partial<Payment> = {}): Payment {
  paymentCount++
  return {
    id: `00000000-0000-4000-9000-${String(paymentCount).padStart(12, '0')}`,
    invoice_id: INVOICE_ID,
    date: NOW - 86_400_000,
    method: 'ACH',
    check_number: '',
    amount: 100,
    version: 1,
    ...overrides,
  }
}

describe('amountPaid / balanceDue', () => {
  it('adds payments in cents', () => {
    expect(amountPaid([makePayment({ amount: 0.1 }), makePayment({ amount: 0.2 })])).toBe(0.3)
    expect(amountPaid([])).toBe(0)
  })

  it('is what remains of the amount, never below 0', () => {
    expect(balanceDue(makeInvoice({ amount: 615.5 }), [makePayment({ amount: 600.25 })])).toBe(
      15.25,
    )
    expect(balanceDue(makeInvoice({ amount: 100 }), [makePayment({ amount: 150 })])).toBe(0)
    expect(balanceDue(makeInvoice({ amount: 100 }), [])).toBe(100)
  })
})

describe('markInvoicePaid', () => {
  it('sets Paid and records a Card payment of the whole amount when nothing was paid', () => {
    const { invoice, payment } = markInvoicePaid(makeInvoice({ amount: 1850 }), [], ctx)
    expect(invoice.status).toBe('Paid')
    expect(invoice).not.toHaveProperty('version')
    expect(payment).toEqual({
      id: NEW_ID,
      invoice_id: INVOICE_ID,
      date: NOW,
      method: 'Card',
      check_number: '',
      amount: 1850,
    })
  })

  it('records only the balance due after part payments', () => {
    const { payment } = markInvoicePaid(
      makeInvoice({ amount: 3200 }),
      [makePayment({ amount: 1000 }), makePayment({ amount: 199.99 })],
      ctx,
    )
    expect(payment.amount).toBe(2000.01)
  })

  it('works for Pending and Overdue invoices too', () => {
    for (const status of ['Pending', 'Overdue'] as const) {
      expect(markInvoicePaid(makeInvoice({ status }), [], ctx).invoice.status).toBe('Paid')
    }
  })

  it('refuses an invoice that is already paid', () => {
    const attempt = () => markInvoicePaid(makeInvoice({ status: 'Paid' }), [], ctx)
    expect(attempt).toThrowError(AppError)
    expect(attempt).toThrowError(expect.objectContaining({ code: 'INVALID_STATE' }))
  })
})

describe('createInvoiceInput / buildInvoice', () => {
  const input = { client_person_id: CLIENT_ID, amount: 890, due_date: NOW }

  it('defaults to no job and builds a Pending invoice with the given number', () => {
    const parsed = createInvoiceInput.parse(input)
    expect(parsed.job_id).toBeNull()
    const invoice = buildInvoice(parsed, 'INV-0013', ctx)
    expect(invoice).toEqual({
      id: NEW_ID,
      number: 'INV-0013',
      job_id: null,
      client_person_id: CLIENT_ID,
      amount: 890,
      due_date: NOW,
      status: 'Pending',
      created_at: NOW,
      ...INVOICE_ADDED_DEFAULTS,
    })
    expect(invoiceSchema.safeParse({ ...invoice, version: 1 }).success).toBe(true)
  })

  it('requires client, amount and due date, and a non-negative amount', () => {
    const result = createInvoiceInput.safeParse({ amount: -1 })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(fieldErrorsFromZod(result.error)).toMatchObject({
        amount: 'Must be at least 0',
        client_person_id: expect.any(String),
        due_date: expect.any(String),
      })
    }
  })

  it('does not let a client set the status or number', () => {
    expect(createInvoiceInput.safeParse({ ...input, status: 'Paid' }).success).toBe(false)
    expect(createInvoiceInput.safeParse({ ...input, number: 'INV-9999' }).success).toBe(false)
  })
})

describe('invoiceResource.applyPatch', () => {
  it('refuses to change the amount of a paid invoice', () => {
    expect(() =>
      invoiceResource.applyPatch(makeInvoice({ status: 'Paid' }), { amount: 10 }, ctx),
    ).toThrowError(expect.objectContaining({ code: 'INVALID_STATE' }))
  })

  it('lets the due date of a paid invoice change', () => {
    const patched = invoiceResource.applyPatch(
      makeInvoice({ status: 'Paid' }),
      { due_date: NOW },
      ctx,
    )
    expect(patched.due_date).toBe(NOW)
  })
})

describe('billedForJobCents', () => {
  const line = (job_id: string | null, qty: number, price: number) => ({
    desc: 'Visit',
    qty,
    price,
    taxable: true,
    job_id,
  })
  const invoice = {
    amount: 216,
    job_id: null,
    line_items: [line('a', 1, 60), line('b', 2, 45.5), line('a', 1, 15), line(null, 1, 5)],
  }
  it("is a visit's own lines on an invoice of several, and all of an invoice naming the job", () => {
    expect(billedForJobCents(invoice, 'a')).toBe(7500)
    expect(billedForJobCents(invoice, 'b')).toBe(9100)
    expect(billedForJobCents(invoice, 'c')).toBe(0)
    expect(billedForJobCents({ ...invoice, job_id: 'a' }, 'a')).toBe(21600)
  })
})
