// Money a payment provider (Stripe) reports, applied to an invoice (decisions 046 and 047). Unlike a
// payment the office types in, it is never refused: the money is taken already, so a payment above
// the balance is recorded as it is (the invoice shows "Overpaid by $X" for the office to refund), and
// a refund is recorded as a payment row of the negative amount, so every sum (balance, revenue) is net.
import { fromCents, toCents } from '../shared/money'
import type { RuleContext } from '../shared/context'
import { amountPaid, type Invoice } from './invoice'
import type { Payment, PaymentMethod } from './payment'

export type ProviderPaymentKind = 'payment' | 'refund'

/** A payment row of the negative amount is a refund: the history shows it as one, positive. */
export const isRefund = (payment: Pick<Payment, 'amount'>): boolean => payment.amount < 0

/** How much more than the invoice's amount its payments come to (0 when not overpaid). */
export function overpaidBy(
  invoice: Pick<Invoice, 'amount'>,
  payments: readonly Pick<Payment, 'amount'>[],
): number {
  return fromCents(Math.max(0, toCents(amountPaid(payments)) - toCents(invoice.amount)))
}

/** Paid once the payments cover the amount; otherwise Unpaid, or Overdue once past due. */
export function statusAfterPayments(
  invoice: Pick<Invoice, 'amount' | 'status' | 'due_date'>,
  payments: readonly Pick<Payment, 'amount'>[],
  now: number,
): Invoice['status'] {
  if (toCents(amountPaid(payments)) >= toCents(invoice.amount)) return 'Paid'
  if (invoice.status !== 'Paid') return invoice.status
  return invoice.due_date < now ? 'Overdue' : 'Unpaid'
}

/**
 * Applies money the provider took (`kind` 'payment', amount in dollars, > 0) or gave back ('refund',
 * amount > 0) to an invoice: the payment row to insert and the invoice's status after it.
 */
export function applyProviderPayment(
  invoice: Invoice,
  payments: readonly Payment[],
  input: { kind: ProviderPaymentKind; amount: number; method: PaymentMethod },
  { now, newId }: RuleContext,
): { status: Invoice['status']; payment: Omit<Payment, 'version'> } {
  const signed = input.kind === 'refund' ? -Math.abs(input.amount) : Math.abs(input.amount)
  const payment = {
    id: newId(),
    invoice_id: invoice.id,
    date: now,
    method: input.method,
    check_number: '',
    amount: signed,
  }
  return { status: statusAfterPayments(invoice, [...payments, payment], now), payment }
}
