// Estimate arithmetic (SPEC sections 5 and 9): subtotal, 8% tax, total rounded to whole dollars.
import { fromCents, toCents } from '../shared/money'

export const ESTIMATE_TAX_RATE = 0.08

export type LineItem = { desc: string; qty: number; price: number }

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
export function keepLineItems(items: readonly LineItem[]): LineItem[] {
  return items
    .map((item) => ({
      desc: item.desc.trim(),
      qty: cleanQty(item.qty),
      price: cleanPrice(item.price),
    }))
    .filter((item) => item.desc.length > 0 && item.price > 0)
}

export function lineTotal(item: LineItem): number {
  return fromCents(Math.round(item.qty * toCents(item.price)))
}

export type EstimateTotals = { subtotal: number; tax: number; total: number }

export function estimateTotals(items: readonly LineItem[]): EstimateTotals {
  const subtotalCents = items.reduce(
    (sum, item) => sum + Math.round(cleanQty(item.qty) * toCents(cleanPrice(item.price))),
    0,
  )
  const subtotal = fromCents(subtotalCents)
  return {
    subtotal,
    tax: ESTIMATE_TAX_RATE,
    total: Math.round((subtotalCents * (1 + ESTIMATE_TAX_RATE)) / 100),
  }
}

/** The tax amount in dollars (for display: Tax (8%)). */
export function taxAmount(subtotal: number): number {
  return fromCents(Math.round(toCents(subtotal) * ESTIMATE_TAX_RATE))
}
