// The figures a reader of an estimate adds up (decision 040): subtotal + tax + rounding = total, in
// integer cents. SPEC section 9 rounds the total to whole dollars; the rounding line shows the
// difference so the printed lines add up (Subtotal $3,576.50 + Tax $286.12 + Rounding $0.38 =
// Total $3,863).
import { formatMoney, fromCents, toCents } from '../shared/money'
import { taxAmount } from './estimate-totals'

export type EstimateFigures = {
  subtotal_cents: number
  tax_cents: number
  /** total - subtotal - tax: what rounding the total to whole dollars added (or took away). */
  rounding_cents: number
  total_cents: number
}

/** The figures of an estimate from its stored subtotal and total (dollars). */
export function estimateFigures(estimate: { subtotal: number; total: number }): EstimateFigures {
  const subtotal_cents = toCents(estimate.subtotal)
  const tax_cents = toCents(taxAmount(estimate.subtotal))
  const total_cents = toCents(estimate.total)
  return {
    subtotal_cents,
    tax_cents,
    rounding_cents: total_cents - subtotal_cents - tax_cents,
    total_cents,
  }
}

/** A signed amount of cents as the rounding line writes it: '+$0.38', '−$0.12' (a minus sign). */
export function formatSignedCents(cents: number): string {
  return `${cents < 0 ? '\u2212' : '+'}${formatMoney(fromCents(Math.abs(cents)), 2)}`
}
