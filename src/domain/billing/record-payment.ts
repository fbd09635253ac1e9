// Recording a payment against an invoice: refused above the balance; the invoice is Paid once covered.
import { AppError } from '../shared/app-error'
import type { RuleContext } from '../shared/context'
import { toCents } from '../shared/money'
import { balanceDue, type Invoice } from './invoice'
import { checkPaymentFits, type CreatePaymentInput, type Payment } from './payment'

export function recordPayment(
  invoice: Invoice,
  payments: readonly Payment[],
  input: CreatePaymentInput,
  { now, newId }: RuleContext,
): { invoice: Omit<Invoice, 'version'>; payment: Omit<Payment, 'version'> } {
  if (invoice.status === 'Paid') throw new AppError('INVALID_STATE', 'This invoice is already paid')
  const balance = balanceDue(invoice, payments)
  checkPaymentFits(input.amount, balance)
  const { version: _v, ...rest } = invoice
  const covered = toCents(input.amount) >= toCents(balance)
  return {
    invoice: covered ? { ...rest, status: 'Paid' } : rest,
    payment: {
      id: newId(),
      invoice_id: invoice.id,
      date: input.date ?? now,
      method: input.method,
      // The number belongs to a check only (issue #34 section 5).
      check_number: input.method === 'Check' ? (input.check_number ?? '') : '',
      amount: input.amount,
    },
  }
}
