// The printable estimate ('Print / Save as PDF'): a plain document for the client, the only thing
// printed while the app itself is hidden. Its lines and totals are the printed invoice's parts, with
// the page's and the PDF's figures and the Rounding line (decision 040).
import type { Person } from '../../../domain/crm/person'
import { estimateNumber, type Estimate } from '../../../domain/sales/estimate'
import { estimateFigures } from '../../../domain/sales/estimate-figures'
import { toCents } from '../../../domain/shared/money'
import { useBranding } from '../../components/layout/use-branding'
import { PrintPortal } from '../../components/print-portal'
import { PrintedLineItems, PrintedTotals } from '../../components/printed-line-items'
import { formatDate } from '../../lib/format'

export type EstimatePrintViewProps = {
  estimate: Estimate
  client: Person | null | undefined
}

export function EstimatePrintView({ estimate, client }: EstimatePrintViewProps) {
  const { business_name } = useBranding()
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
      <PrintedLineItems items={estimate.line_items} markUntaxed={estimate.tax > 0} />
      <PrintedTotals
        figures={estimateFigures(estimate.line_items, estimate)}
        total_cents={toCents(estimate.total)}
        taxRate={estimate.tax}
        taxName={estimate.tax_name}
        showRounding={estimate.round_totals}
      />
      <p className="mt-10 text-xs">
        This estimate is valid for 30 days. Prices include materials and labour as listed; the total
        is rounded to whole dollars.
      </p>
    </PrintPortal>
  )
}
