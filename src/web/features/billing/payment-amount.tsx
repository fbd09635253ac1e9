// A payment's amount as the lists show it: a refund (a payment row of the negative amount, decision
// 047) says "Refund" and its positive amount.
import type { Payment } from '../../../domain/billing/payment'
import { isRefund } from '../../../domain/billing/provider-payment'
import { formatMoney } from '../../../domain/shared/money'

export function PaymentAmount({ payment }: { payment: Pick<Payment, 'amount'> }) {
  if (!isRefund(payment)) return <>{formatMoney(payment.amount)}</>
  return <>Refund {formatMoney(-payment.amount)}</>
}
