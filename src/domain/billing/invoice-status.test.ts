import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { matches } from '../shared/condition'
import {
  effectiveInvoiceStatus,
  invoiceStatuses,
  isOverdue,
  overdueCondition,
  unpaidCondition,
  type InvoiceStatus,
} from './invoice-status'

const NOW = Date.UTC(2026, 2, 10, 12)
const DAY = 86_400_000
const due = (days: number) => NOW + days * DAY

describe('isOverdue / effectiveInvoiceStatus', () => {
  it('shows an unpaid invoice past its due date as Overdue', () => {
    for (const status of ['Pending', 'Unpaid'] as const) {
      const invoice = { status, due_date: due(-1) }
      expect(isOverdue(invoice, NOW)).toBe(true)
      expect(effectiveInvoiceStatus(invoice, NOW)).toBe('Overdue')
    }
  })

  it('keeps the stored status before the due date and at the exact due time', () => {
    expect(effectiveInvoiceStatus({ status: 'Unpaid', due_date: due(7) }, NOW)).toBe('Unpaid')
    expect(effectiveInvoiceStatus({ status: 'Pending', due_date: NOW }, NOW)).toBe('Pending')
  })

  it('keeps a stored Overdue status even before the due date', () => {
    expect(isOverdue({ status: 'Overdue', due_date: due(7) }, NOW)).toBe(true)
  })

  it('never shows a Paid invoice as overdue', () => {
    const invoice = { status: 'Paid' as const, due_date: due(-30) }
    expect(isOverdue(invoice, NOW)).toBe(false)
    expect(effectiveInvoiceStatus(invoice, NOW)).toBe('Paid')
  })
})

describe('overdueCondition', () => {
  it('selects the same invoices as isOverdue', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...invoiceStatuses),
        fc.integer({ min: -10, max: 10 }),
        (status: InvoiceStatus, days) => {
          const invoice = { status, due_date: due(days) }
          expect(matches(invoice, overdueCondition(NOW))).toBe(isOverdue(invoice, NOW))
        },
      ),
    )
  })

  it('matches past-due unpaid invoices and not paid ones', () => {
    expect(matches({ status: 'Unpaid', due_date: due(-7) }, overdueCondition(NOW))).toBe(true)
    expect(matches({ status: 'Paid', due_date: due(-7) }, overdueCondition(NOW))).toBe(false)
    expect(matches({ status: 'Pending', due_date: due(7) }, overdueCondition(NOW))).toBe(false)
  })
})

describe('unpaidCondition', () => {
  it('selects every status but Paid', () => {
    for (const status of invoiceStatuses) {
      expect(matches({ status }, unpaidCondition())).toBe(status !== 'Paid')
    }
  })
})
