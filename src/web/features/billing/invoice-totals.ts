// A saved invoice's totals as its page and its print view show them: the figures by the one rule
// (invoiceFigures), at the rate, tax name and rounding it was made with, less the deposit paid.
import type { Invoice } from '../../../domain/billing/invoice'
import { invoiceFigures } from '../../../domain/billing/invoice-lines'

export function invoiceTotals(invoice: Invoice) {
  const figures = invoiceFigures(invoice)
  return {
    figures,
    total_cents: figures.amount_cents,
    taxRate: invoice.tax,
    taxName: invoice.tax_name,
    showRounding: invoice.round_totals,
    deposit_cents: figures.deposit_cents,
  }
}
