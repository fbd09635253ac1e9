// How an estimate's deposit reads on its form and its page: "Deposit: 30% ($1,159.00)" or
// "Deposit: $500.00" (decision 059), the amount worked out by the domain's depositCents.
import { depositCents, type Deposit } from '../../../domain/sales/estimate'
import { fromCents } from '../../../domain/shared/money'
import { formatMoneyCents } from '../../lib/money-text'

/** 'Deposit (30%)' for a percent, 'Deposit' for an amount. */
export function depositLabel(deposit: Deposit): string {
  return deposit.type === 'percent' ? `Deposit (${deposit.value}%)` : 'Deposit'
}

/** The deposit of an estimate of `total` dollars, in dollars and cents. */
export function depositAmountText(deposit: Deposit, total: number): string {
  return formatMoneyCents(fromCents(depositCents(deposit, total)))
}

/** 'Deposit: 30% ($1,159.00)', 'Deposit: $500.00'. */
export function depositText(deposit: Deposit, total: number): string {
  const amount = depositAmountText(deposit, total)
  return deposit.type === 'percent'
    ? `Deposit: ${deposit.value}% (${amount})`
    : `Deposit: ${amount}`
}
