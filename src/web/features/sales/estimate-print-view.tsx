// The printable estimate ('Print / Save as PDF'): a plain document for the client, the only thing
// printed while the app itself is hidden. Its totals are the page's and the PDF's, with the
// Rounding line (decision 040).
import type { Person } from '../../../domain/crm/person'
import { estimateNumber, type Estimate } from '../../../domain/sales/estimate'
import {
  estimateFigures,
  formatSignedCents,
  taxLabel,
} from '../../../domain/sales/estimate-figures'
import { lineTotal } from '../../../domain/sales/estimate-totals'
import { fromCents } from '../../../domain/shared/money'
import { useBranding } from '../../components/layout/use-branding'
import { PrintPortal } from '../../components/print-portal'
import { formatDate, formatDollars } from '../../lib/format'
import { formatMoneyCents } from '../../lib/money-text'

export type EstimatePrintViewProps = {
  estimate: Estimate
  client: Person | null | undefined
}

export function EstimatePrintView({ estimate, client }: EstimatePrintViewProps) {
  const { business_name } = useBranding()
  const figures = estimateFigures(estimate.line_items, estimate)
  return (
    <PrintPortal>
      <header className="flex items-start justify-between border-b pb-4">
        <div>
          <p className="text-xl font-bold">{business_name}</p>
          <p className="text-sm">Estimate for services</p>
        </div>
        <div className="text-right">
          <p className="text-2xl font-bold tracking-wide">ESTIMATE</p>
          <p className="font-semibold">{estimateNumber(estimate.id)}</p>
          <p className="text-sm">Date: {formatDate(estimate.created_at)}</p>
          <p className="text-sm">Status: {estimate.status}</p>
        </div>
      </header>
      <section className="py-6 text-sm">
        <p className="mb-1 font-semibold uppercase">Prepared for</p>
        <p>{client?.name ?? 'Unknown Client'}</p>
        {client?.email ? <p>{client.email}</p> : null}
        {client?.phone ? <p>{client.phone}</p> : null}
        {client?.location ? <p>{client.location}</p> : null}
      </section>
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
          {estimate.line_items.length === 0 ? (
            <tr className="border-b">
              <td className="py-2" colSpan={4}>
                No line items
              </td>
            </tr>
          ) : (
            estimate.line_items.map((item, i) => (
              <tr key={i} className="border-b">
                <td className="py-2">{item.desc}</td>
                <td className="py-2 text-right">{item.qty}</td>
                <td className="py-2 text-right">{formatMoneyCents(item.price)}</td>
                <td className="py-2 text-right">{formatMoneyCents(lineTotal(item))}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <table className="mt-4 ml-auto text-sm">
        <tbody>
          <tr>
            <td className="py-1 pr-8">Subtotal</td>
            <td className="py-1 text-right">
              {formatMoneyCents(fromCents(figures.subtotal_cents))}
            </td>
          </tr>
          <tr>
            <td className="py-1 pr-8">{taxLabel(estimate.tax)}</td>
            <td className="py-1 text-right">{formatMoneyCents(fromCents(figures.tax_cents))}</td>
          </tr>
          <tr>
            <td className="py-1 pr-8">Rounding</td>
            <td className="py-1 text-right">{formatSignedCents(figures.rounding_cents)}</td>
          </tr>
          <tr className="border-t-2 border-black font-bold">
            <td className="py-2 pr-8">Total</td>
            <td className="py-2 text-right">{formatDollars(estimate.total)}</td>
          </tr>
        </tbody>
      </table>
      <p className="mt-10 text-xs">
        This estimate is valid for 30 days. Prices include materials and labour as listed; the total
        is rounded to whole dollars.
      </p>
    </PrintPortal>
  )
}
