// The one totals rule of estimates and invoices (decisions 040 and 058): subtotal + tax + rounding =
// total, in integer cents. SPEC section 9 taxes an estimate at 8% and rounds its total to whole
// dollars; both are now the business's settings, kept on each document as it was made (`tax`, a
// fraction, and `round_totals`), and each line may be taxable or not. The rounding line shows what
// rounding added, so the printed lines add up (Subtotal $3,576.50 + Tax $286.12 + Rounding $0.38 =
// Total $3,863). Exact arithmetic in BigInt: a rate times the largest amount overflows a double's
// integers.
import { MAX_AMOUNT } from '../shared/fields'
import { formatMoney, fromCents, toCents } from '../shared/money'

export type EstimateFigures = {
  subtotal_cents: number
  /** The part of the subtotal the tax is on (the taxable lines). */
  taxable_cents: number
  tax_cents: number
  /** total - subtotal - tax: what rounding the total to whole dollars added (or took away). */
  rounding_cents: number
  total_cents: number
}

/** The rate and rounding a document was made with: 0.08 and true reproduce SPEC section 9. */
export type DocumentRates = { tax: number; round_totals: boolean }
/** The rates with the tax's name, as the forms' live totals show them ('GST (5%)'). */
export type NamedDocumentRates = DocumentRates & { tax_name?: string | null }

export const SPEC_RATES: DocumentRates = { tax: 0.08, round_totals: true }

/** A line as the totals read it: `taxable` missing is taxable (rows stored before the flag). */
export type FigureLine = { qty: number; price: number; taxable?: boolean }

/** A line's amount in cents: qty times the price in cents, rounded to the cent. */
export function lineCents(item: Pick<FigureLine, 'qty' | 'price'>): number {
  return Math.round(item.qty * toCents(item.price))
}

/** A fraction as whole ten-thousandths (0.0825 -> 825): rates are kept to 4 decimals. */
export function rateUnits(rate: number): bigint {
  return BigInt(Math.round(rate * 10_000))
}

/** a / b rounded to the nearest integer, halves away from zero (b > 0). */
function divRound(a: bigint, b: bigint): bigint {
  const q = a / b
  const r = a % b
  if (2n * (r < 0n ? -r : r) >= b) return a < 0n ? q - 1n : q + 1n
  return q
}

/**
 * Whether lines come to a total an amount can hold (MAX_AMOUNT) at `rates`: false too when a huge
 * qty or price makes a line's cents no finite whole number (1e308 x $120), which the totals cannot
 * be worked out from.
 */
export function fitsMaxAmount(items: readonly FigureLine[], rates: DocumentRates): boolean {
  let subtotal = 0
  for (const item of items) {
    subtotal += lineCents(item)
    if (!Number.isSafeInteger(subtotal)) return false
  }
  return estimateFigures(items, rates).total_cents <= toCents(MAX_AMOUNT)
}

export function estimateFigures(
  items: readonly FigureLine[],
  rates: DocumentRates = SPEC_RATES,
): EstimateFigures {
  let subtotal = 0
  let taxable = 0
  for (const item of items) {
    const cents = lineCents(item)
    subtotal += cents
    if (item.taxable !== false) taxable += cents
  }
  const units = rateUnits(rates.tax)
  const tax_cents = Number(divRound(BigInt(taxable) * units, 10_000n))
  // Rounded from the exact total (subtotal + taxable x rate), as SPEC section 9's subtotal x 1.08.
  const total_cents = rates.round_totals
    ? Number(divRound(BigInt(subtotal) * 10_000n + BigInt(taxable) * units, 1_000_000n)) * 100
    : subtotal + tax_cents
  return {
    subtotal_cents: subtotal,
    taxable_cents: taxable,
    tax_cents,
    rounding_cents: total_cents - subtotal - tax_cents,
    total_cents,
  }
}

/** 'Tax (8%)', 'Tax (8.25%)': the label SPEC section 2 gives the estimate form's tax line. */
export function taxLabel(rate: number): string {
  return `Tax (${formatPercent(rate)})`
}

/** The tax name a document has unless the business named its tax (billing settings, decision 058). */
export const DEFAULT_TAX_NAME = 'Sales tax'

/**
 * The tax line with the document's tax name: 'GST (5%)'. The default name, or none, keeps SPEC's
 * 'Tax (8%)' (taxLabel), so a business that never named its tax reads the spec's text.
 */
export function namedTaxLabel(rate: number, name: string | null | undefined): string {
  const trimmed = name?.trim() ?? ''
  if (trimmed === '' || trimmed.toLowerCase() === DEFAULT_TAX_NAME.toLowerCase()) {
    return taxLabel(rate)
  }
  return `${trimmed} (${formatPercent(rate)})`
}

/** 0.08 -> '8%', 0.0825 -> '8.25%'. */
export function formatPercent(rate: number): string {
  return `${Number(rateUnits(rate)) / 100}%`
}

/** A signed amount of cents as the rounding line writes it: '+$0.38', '−$0.12' (a minus sign). */
export function formatSignedCents(cents: number): string {
  return `${cents < 0 ? '\u2212' : '+'}${formatMoney(fromCents(Math.abs(cents)), 2)}`
}
