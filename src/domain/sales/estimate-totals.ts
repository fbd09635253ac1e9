// Line items (SPEC section 5) and the stored totals of an estimate (section 9: subtotal, the tax
// rate, total), from the one figures rule (estimate-figures.ts) with the document's own rates.
import { fromCents, toCents } from '../shared/money'
import { estimateFigures, lineCents, SPEC_RATES, type DocumentRates } from './estimate-figures'

/** SPEC section 9's rate: the default of the business's tax setting. */
export const ESTIMATE_TAX_RATE = SPEC_RATES.tax

/** `taxable` missing is taxable (rows stored before the flag); `job_id` on an invoice's visit line. */
export type LineItem = {
  desc: string
  qty: number
  price: number
  taxable?: boolean
  job_id?: string | null
}

/** Qty is a number, at least 1; anything else becomes 1. */
export function cleanQty(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(n) || n < 1) return 1
  return n
}

/** Price is a number, at least 0, in cents; anything else becomes 0. */
export function cleanPrice(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(n) || n < 0) return 0
  return fromCents(toCents(n))
}

/** Line items kept on save: a non-empty description and a price above 0. */
export function keepLineItems<T extends LineItem>(items: readonly T[]): T[] {
  return items
    .map((item) => ({
      ...item,
      desc: item.desc.trim(),
      qty: cleanQty(item.qty),
      price: cleanPrice(item.price),
    }))
    .filter((item) => item.desc.length > 0 && item.price > 0)
}

export function lineTotal(item: Pick<LineItem, 'qty' | 'price'>): number {
  return fromCents(lineCents(item))
}

export type EstimateTotals = { subtotal: number; tax: number; total: number }

/** The stored totals: subtotal and total in dollars, `tax` the rate they were made with. */
export function estimateTotals(
  items: readonly LineItem[],
  rates: DocumentRates = SPEC_RATES,
): EstimateTotals {
  const clean = items.map((item) => ({
    ...item,
    qty: cleanQty(item.qty),
    price: cleanPrice(item.price),
  }))
  const figures = estimateFigures(clean, rates)
  return {
    subtotal: fromCents(figures.subtotal_cents),
    tax: rates.tax,
    total: fromCents(figures.total_cents),
  }
}

/** The tax amount in dollars of an all-taxable subtotal at SPEC's rate (Tax (8%)). */
export function taxAmount(subtotal: number, rate: number = ESTIMATE_TAX_RATE): number {
  return fromCents(
    estimateFigures([{ qty: 1, price: subtotal }], { tax: rate, round_totals: false }).tax_cents,
  )
}
