// The line items and totals of a printed estimate or invoice ('Print / Save as PDF'), the rows the PDF
// prints (api/documents/pdf-definition.ts): an untaxed line says '(no tax)', the Rounding line shows
// for a document made with rounding on, a paid deposit is taken off (decisions 040, 058, 059).
import type { ReactNode } from 'react'
import type { EstimateFigures } from '../../domain/sales/estimate-figures'
import { formatSignedCents, namedTaxLabel } from '../../domain/sales/estimate-figures'
import { lineTotal } from '../../domain/sales/estimate-totals'
import { fromCents } from '../../domain/shared/money'
import { formatDollars } from '../lib/format'
import { formatMoneyCents } from '../lib/money-text'
import type { LineItemsTableItem } from './line-items-table'

export type PrintedLineItemsProps = {
  items: readonly LineItemsTableItem[]
  /** Whether an untaxed line says so: only where the document has a tax at all. */
  markUntaxed?: boolean
}

export function PrintedLineItems({ items, markUntaxed = true }: PrintedLineItemsProps) {
  return (
    <table className="w-full border-collapse text-sm">
      <thead>
        <tr className="border-b-2 border-black text-left">
          <th className="py-2">Description</th>
          <th className="py-2 text-right">Qty</th>
          <th className="py-2 text-right">Price</th>
          <th className="py-2 text-right">Amount</th>
        </tr>
      </thead>
      <tbody>
        {items.length === 0 ? (
          <tr className="border-b">
            <td className="py-2" colSpan={4}>
              No line items
            </td>
          </tr>
        ) : (
          items.map((item, i) => (
            <tr key={i} className="border-b">
              <td className="py-2">
                {markUntaxed && item.taxable === false ? `${item.desc} (no tax)` : item.desc}
              </td>
              <td className="py-2 text-right">{item.qty}</td>
              <td className="py-2 text-right">{formatMoneyCents(item.price)}</td>
              <td className="py-2 text-right">{formatMoneyCents(lineTotal(item))}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  )
}

export type PrintedTotalsProps = {
  figures: Pick<EstimateFigures, 'subtotal_cents' | 'tax_cents' | 'rounding_cents'>
  /** The total printed: the figures' total (less a deposit, on a final invoice). */
  total_cents: number
  taxRate: number
  taxName?: string
  showRounding: boolean
  deposit_cents?: number
  /** Rows after Total (an invoice's payments and balance), as `<PrintedTotalsRow>`s. */
  children?: ReactNode
}

export function PrintedTotals({
  figures,
  total_cents,
  taxRate,
  taxName,
  showRounding,
  deposit_cents = 0,
  children,
}: PrintedTotalsProps) {
  return (
    <table className="mt-4 ml-auto text-sm">
      <tbody>
        <PrintedTotalsRow label="Subtotal">
          {formatMoneyCents(fromCents(figures.subtotal_cents))}
        </PrintedTotalsRow>
        <PrintedTotalsRow label={namedTaxLabel(taxRate, taxName)}>
          {formatMoneyCents(fromCents(figures.tax_cents))}
        </PrintedTotalsRow>
        {showRounding || figures.rounding_cents !== 0 ? (
          <PrintedTotalsRow label="Rounding">
            {formatSignedCents(figures.rounding_cents)}
          </PrintedTotalsRow>
        ) : null}
        {deposit_cents > 0 ? (
          <PrintedTotalsRow label="Deposit paid">
            {formatSignedCents(-deposit_cents)}
          </PrintedTotalsRow>
        ) : null}
        <tr className="border-t-2 border-black font-bold">
          <td className="py-2 pr-8">Total</td>
          <td className="py-2 text-right">{formatDollars(fromCents(total_cents))}</td>
        </tr>
        {children}
      </tbody>
    </table>
  )
}

export function PrintedTotalsRow({
  label,
  strong = false,
  children,
}: {
  label: string
  strong?: boolean
  children: ReactNode
}) {
  return (
    <tr className={strong ? 'text-base font-bold' : undefined}>
      <td className="py-1 pr-8">{label}</td>
      <td className="py-1 text-right">{children}</td>
    </tr>
  )
}
