// The printable invoice ('Print / Save as PDF'): a plain document that only shows when printing,
// while everything else on the page is hidden by the print style below. An invoice with line items
// prints them and its totals as the printed estimate does; one without, its one "Services" line.
import { createPortal } from 'react-dom'
import type { Invoice } from '../../../domain/billing/invoice'
import { amountPaid, balanceDue } from '../../../domain/billing/invoice'
import { isRefund } from '../../../domain/billing/provider-payment'
import type { InvoiceStatus } from '../../../domain/billing/invoice-status'
import type { Payment } from '../../../domain/billing/payment'
import type { Person } from '../../../domain/crm/person'
import type { Job } from '../../../domain/projects/job'
import { formatMoney } from '../../../domain/shared/money'
import {
  PrintedLineItems,
  PrintedTotals,
  PrintedTotalsRow,
} from '../../components/printed-line-items'
import { formatDate } from '../../lib/format'
import { APP_NAME } from '../../lib/use-document-title'
import { invoiceTotals } from './invoice-totals'

const PRINT_CSS = `
@media print {
  body > *:not([data-invoice-print]) { display: none !important; }
  body { background: #fff !important; }
  @page { margin: 16mm; }
}`

export type InvoicePrintViewProps = {
  invoice: Invoice
  status: InvoiceStatus
  client: Person | null | undefined
  job: Job | null | undefined
  payments: readonly Payment[]
}

export function InvoicePrintView({
  invoice,
  status,
  client,
  job,
  payments,
}: InvoicePrintViewProps) {
  const paid = amountPaid(payments)
  const balance = balanceDue(invoice, payments)
  return createPortal(
    <div data-invoice-print="" className="hidden bg-white p-0 text-[12pt] text-black print:block">
      <style>{PRINT_CSS}</style>
      <header className="flex items-start justify-between border-b pb-4">
        <div>
          <p className="text-xl font-bold">{APP_NAME}</p>
          <p className="text-sm">Operations workspace</p>
        </div>
        <div className="text-right">
          <p className="text-2xl font-bold tracking-wide">INVOICE</p>
          <p className="font-semibold">{invoice.number}</p>
          <p className="text-sm">Status: {status}</p>
        </div>
      </header>
      <section className="grid grid-cols-2 gap-6 py-6 text-sm">
        <div>
          <p className="mb-1 font-semibold uppercase">Bill to</p>
          <p>{client?.name ?? 'Unknown Client'}</p>
          {client?.email ? <p>{client.email}</p> : null}
          {client?.phone ? <p>{client.phone}</p> : null}
          {client?.location ? <p>{client.location}</p> : null}
        </div>
        <dl className="ml-auto grid w-fit grid-cols-[auto_auto] gap-x-4 gap-y-1 text-right">
          <dt className="font-semibold">Issued</dt>
          <dd>{formatDate(invoice.created_at)}</dd>
          <dt className="font-semibold">Due</dt>
          <dd>{formatDate(invoice.due_date)}</dd>
          {job ? (
            <>
              <dt className="font-semibold">Job</dt>
              <dd>{job.title}</dd>
              <dt className="font-semibold">Site</dt>
              <dd>{job.address}</dd>
            </>
          ) : null}
        </dl>
      </section>
      {invoice.line_items.length > 0 ? (
        <PrintedInvoiceItems invoice={invoice} payments={payments} paid={paid} balance={balance} />
      ) : (
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b-2 border-black text-left">
              <th className="py-2">Description</th>
              <th className="py-2 text-right">Amount</th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b">
              <td className="py-2">{job ? `Services: ${job.title}` : 'Services'}</td>
              <td className="py-2 text-right">{formatMoney(invoice.amount)}</td>
            </tr>
            {payments.map((payment) => (
              <tr key={payment.id} className="border-b">
                <td className="py-2">
                  {`${isRefund(payment) ? 'Refund' : 'Payment received'} ${formatDate(payment.date)} (${payment.method})`}
                </td>
                <td className="py-2 text-right">
                  {isRefund(payment) ? '+' : '−'}
                  {formatMoney(Math.abs(payment.amount))}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td className="pt-3 text-right font-semibold">Total</td>
              <td className="pt-3 text-right">{formatMoney(invoice.amount)}</td>
            </tr>
            <tr>
              <td className="text-right font-semibold">Paid</td>
              <td className="text-right">{formatMoney(paid)}</td>
            </tr>
            <tr>
              <td className="text-right text-base font-bold">Balance due</td>
              <td className="text-right text-base font-bold">{formatMoney(balance)}</td>
            </tr>
          </tfoot>
        </table>
      )}
      <p className="mt-10 text-center text-sm">Thank you for your business.</p>
    </div>,
    document.body,
  )
}

/** An invoice with items (issue #34) prints them and the totals the PDF prints, then the payments. */
function PrintedInvoiceItems({
  invoice,
  payments,
  paid,
  balance,
}: {
  invoice: Invoice
  payments: readonly Payment[]
  paid: number
  balance: number
}) {
  return (
    <>
      <PrintedLineItems items={invoice.line_items} markUntaxed={invoice.tax > 0} />
      <PrintedTotals {...invoiceTotals(invoice)}>
        {payments.map((payment) => (
          <PrintedTotalsRow
            key={payment.id}
            label={`${isRefund(payment) ? 'Refund' : 'Payment received'} ${formatDate(payment.date)} (${payment.method})`}
          >
            {isRefund(payment) ? '+' : '\u2212'}
            {formatMoney(Math.abs(payment.amount))}
          </PrintedTotalsRow>
        ))}
        <PrintedTotalsRow label="Paid">{formatMoney(paid)}</PrintedTotalsRow>
        <PrintedTotalsRow label="Balance due" strong>
          {formatMoney(balance)}
        </PrintedTotalsRow>
      </PrintedTotals>
    </>
  )
}
