// The office's notice of a payment recorded (issue #30): what the bell shows and the e-mail says.
import { formatMoney } from '../shared/money'
import type { OfficeNotice } from './notification'

export function paymentNotice(
  invoice: { id: string; number: string },
  payment: { amount: number; method: string },
  client: { name: string } | null,
): OfficeNotice {
  const from = client ? ` from ${client.name}` : ''
  // A refund is a payment row of the negative amount (decision 047).
  const what =
    payment.amount < 0
      ? `Refund of ${formatMoney(-payment.amount)}`
      : `Payment of ${formatMoney(payment.amount)}`
  return {
    title: `${what} recorded`,
    body: `${invoice.number}${from}, by ${payment.method}`,
    link: `/billing/invoices/${invoice.id}`,
  }
}
