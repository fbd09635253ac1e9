// The line items of an estimate or an invoice on its page (decision 058): description, qty, price and
// line total; a line left out of the tax says so, and an invoice's line for a visit links to it.
import { Link } from 'react-router'
import { lineTotal } from '../../domain/sales/estimate-totals'
import { jobHref } from '../lib/job-links'
import { formatMoneyCents } from '../lib/money-text'

export type LineItemsTableItem = {
  desc: string
  qty: number
  price: number
  /** Missing: taxable (rows stored before the flag). */
  taxable?: boolean
  /** The visit an invoice line bills; null or missing: none. */
  job_id?: string | null
}

export type LineItemsTableProps = {
  items: readonly LineItemsTableItem[]
  /** Whether an untaxed line shows 'No tax': only where the document has a tax at all. */
  markUntaxed?: boolean
}

export function LineItemsTable({ items, markUntaxed = true }: LineItemsTableProps) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">No line items</p>
  return (
    <table className="w-full text-sm">
      <thead className="sr-only sm:not-sr-only">
        <tr className="border-b text-left text-xs text-muted-foreground">
          <th className="pb-2 font-medium">Description</th>
          <th className="pb-2 text-right font-medium">Qty</th>
          <th className="hidden pb-2 text-right font-medium sm:table-cell">Price</th>
          <th className="pb-2 text-right font-medium">Line total</th>
        </tr>
      </thead>
      <tbody className="divide-y">
        {items.map((item, i) => (
          <tr key={i}>
            <td className="py-3 pr-3 break-words">
              {item.job_id ? (
                <Link to={jobHref(item.job_id)} className="text-primary hover:underline">
                  {item.desc || 'Visit'}
                </Link>
              ) : (
                item.desc
              )}
              {markUntaxed && item.taxable === false ? (
                <span className="ml-2 inline-block rounded border px-1.5 text-xs whitespace-nowrap text-muted-foreground">
                  No tax
                </span>
              ) : null}
              <span className="block text-xs text-muted-foreground sm:hidden">
                {formatMoneyCents(item.price)} each
              </span>
            </td>
            <td className="py-3 text-right tabular-nums">
              <span className="sr-only">Qty </span>
              {item.qty}
            </td>
            <td className="hidden py-3 text-right tabular-nums sm:table-cell">
              {formatMoneyCents(item.price)}
            </td>
            <td className="py-3 pl-3 text-right font-medium tabular-nums">
              {formatMoneyCents(lineTotal(item))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
