import { useQuery } from '@tanstack/react-query'
import { COLLECTION_PERMISSIONS } from '../../../domain/access/permissions'
import { invoiceFileName } from '../../../domain/billing/invoice-document'
import { DownloadPdfButton } from '../../components/download-pdf-button'
import { Briefcase, FileText, FileX, Printer, TriangleAlert } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { amountPaid, balanceDue, type Invoice } from '../../../domain/billing/invoice'
import { isRefund, overpaidBy } from '../../../domain/billing/provider-payment'
import { effectiveInvoiceStatus } from '../../../domain/billing/invoice-status'
import type { Person } from '../../../domain/crm/person'
import type { Job } from '../../../domain/projects/job'
import { estimateNumber } from '../../../domain/sales/estimate'
import { formatMoney } from '../../../domain/shared/money'
import { BackLink } from '../../components/back-link'
import { ContactLink } from '../../components/contact-link'
import { DocumentTotals } from '../../components/document-totals'
import { LineItemsTable } from '../../components/line-items-table'
import { InvoiceStatusBadge } from '../../components/invoice-status-badge'
import { DocumentSkeleton } from '../../components/detail-skeleton'
import { Page } from '../../components/layout/page'
import { PaymentMethodBadge } from '../../components/payment-method-badge'
import { QueryError } from '../../components/query-error'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Separator } from '../../components/ui/separator'
import { Skeleton } from '../../components/ui/skeleton'
import { useRecordsById } from '../../data/use-records-by-id'
import { formatDate } from '../../lib/format'
import { jobHref } from '../../lib/job-links'
import { useDocumentTitle } from '../../lib/use-document-title'
import { invoiceQueries } from './api'
import { InvoiceActions } from './invoice-actions'
import { INVOICES_HREF } from './invoice-links'
import { InvoicePrintView } from './invoice-print-view'
import { RecordLoadError } from '../../components/record-load-error'
import { Can } from '../../lib/access'
import { RecordAuthors } from '../../components/record-authors'
import { RecordHistoryCard } from '../../components/record-history'
import { invoiceTotals } from './invoice-totals'

export function InvoiceDetailPage() {
  const { id = '' } = useParams()
  const invoice = useQuery(invoiceQueries.detail(id))
  useDocumentTitle(
    invoice.data
      ? `Invoice ${invoice.data.number}`
      : invoice.isError
        ? 'Invoice not found'
        : 'Invoice',
  )

  if (invoice.isPending) return <DocumentSkeleton noun="invoice" />
  if (invoice.isError) {
    return (
      <RecordLoadError
        error={invoice.error}
        onRetry={() => void invoice.refetch()}
        notFoundTitle="Invoice not found"
        icon={<FileX />}
        backTo={INVOICES_HREF}
        backLabel="Back to Invoices"
      />
    )
  }
  return <InvoiceDetail invoice={invoice.data} />
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  )
}

/** An invoice's items and totals (issue #34); one without items shows its amount only, as before. */
function InvoiceLineItemsCard({ invoice }: { invoice: Invoice }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Line items</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <LineItemsTable items={invoice.line_items} markUntaxed={invoice.tax > 0} />
        <Separator />
        <DocumentTotals {...invoiceTotals(invoice)} />
      </CardContent>
    </Card>
  )
}

function InvoiceDetail({ invoice }: { invoice: Invoice }) {
  const [now] = useState(() => Date.now())
  const status = effectiveInvoiceStatus(invoice, now)
  const isOverdue = status === 'Overdue'
  const payments = useQuery(invoiceQueries.payments(invoice.id))
  const clients = useRecordsById<Person>('persons', [invoice.client_person_id])
  const jobs = useRecordsById<Job>('jobs', [invoice.job_id])
  const client = clients.get(invoice.client_person_id)
  const job = invoice.job_id ? jobs.get(invoice.job_id) : null
  const paymentRows = [...(payments.data?.items ?? [])].sort((a, b) => a.date - b.date)
  const balance = payments.data ? balanceDue(invoice, payments.data.items) : undefined
  // Money an online payment took above the amount is kept (decision 047): the office refunds it.
  const overpaid = payments.data ? overpaidBy(invoice, payments.data.items) : 0

  return (
    <Page>
      <BackLink to={INVOICES_HREF}>Back to Invoices</BackLink>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight md:text-[28px]">
            Invoice {invoice.number}
          </h1>
          <InvoiceStatusBadge status={status} />
        </div>
        <div className="flex flex-wrap gap-2">
          <DownloadPdfButton
            path={`/api/invoices/${invoice.id}/pdf`}
            fileName={invoiceFileName(invoice.number)}
            permission={COLLECTION_PERMISSIONS.invoices.read}
          />
          <Button
            variant="outline"
            className="min-h-11 sm:min-h-9"
            onClick={() => window.print()}
            disabled={!payments.data}
          >
            <Printer aria-hidden="true" />
            Print / Save as PDF
          </Button>
        </div>
      </header>
      <RecordAuthors collection="invoices" id={invoice.id} />

      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-4">
          <Card>
            <CardContent>
              <dl className="divide-y">
                <Row label="Client">
                  {client === undefined ? (
                    <Skeleton className="h-4 w-32" />
                  ) : client ? (
                    <Link
                      to={`/crm/contacts/persons/${client.id}`}
                      className="inline-flex min-h-11 items-center font-medium text-primary hover:underline sm:min-h-0"
                    >
                      {client.name}
                    </Link>
                  ) : (
                    'Unknown Client'
                  )}
                </Row>
                <Row label="Email">
                  <ContactLink
                    kind="email"
                    value={client?.email}
                    fallback={<span className="text-muted-foreground">Not provided</span>}
                  />
                </Row>
                <Row label="Related job">
                  {!invoice.job_id ? (
                    <span className="text-muted-foreground">No linked job</span>
                  ) : job === undefined ? (
                    <Skeleton className="h-4 w-40" />
                  ) : job ? (
                    <Link
                      to={jobHref(job.id)}
                      className="inline-flex min-h-11 items-center gap-1.5 text-primary hover:underline sm:min-h-0"
                    >
                      <Briefcase aria-hidden="true" className="size-4" />
                      {job.title}
                    </Link>
                  ) : (
                    <span className="text-muted-foreground">Job removed</span>
                  )}
                </Row>
                {invoice.estimate_id ? (
                  <Row label="Estimate">
                    <Link
                      to={`/sales/estimates/${invoice.estimate_id}`}
                      className="inline-flex min-h-11 items-center gap-1.5 text-primary hover:underline sm:min-h-0"
                    >
                      <FileText aria-hidden="true" className="size-4" />
                      {estimateNumber(invoice.estimate_id)}
                    </Link>
                  </Row>
                ) : null}
                <Row label="Amount">
                  <span className="text-lg font-semibold tabular-nums">
                    {formatMoney(invoice.amount)}
                  </span>
                </Row>
                {payments.data && payments.data.items.length > 0 && invoice.status !== 'Paid' ? (
                  <Row label="Balance due">
                    <span className="font-semibold tabular-nums">
                      {formatMoney(balanceDue(invoice, payments.data.items))}
                    </span>
                    <span className="text-muted-foreground">
                      {' '}
                      ({formatMoney(amountPaid(payments.data.items))} paid)
                    </span>
                  </Row>
                ) : null}
                {overpaid > 0 ? (
                  <Row label="Overpaid">
                    <span className="font-semibold text-destructive">
                      Overpaid by {formatMoney(overpaid)}
                    </span>
                    <span className="text-muted-foreground"> (to refund to the client)</span>
                  </Row>
                ) : null}
                <Row label="Due date">
                  <span
                    className={
                      isOverdue
                        ? 'inline-flex items-center gap-1.5 font-medium text-destructive'
                        : undefined
                    }
                  >
                    {isOverdue ? (
                      <TriangleAlert aria-label="Overdue" role="img" className="size-4" />
                    ) : null}
                    {formatDate(invoice.due_date)}
                  </span>
                </Row>
                <Row label="Created">{formatDate(invoice.created_at)}</Row>
              </dl>
            </CardContent>
          </Card>

          {invoice.line_items.length > 0 ? <InvoiceLineItemsCard invoice={invoice} /> : null}

          {payments.isError ? (
            <QueryError error={payments.error} onRetry={() => void payments.refetch()} />
          ) : paymentRows.length > 0 ? (
            <Card>
              <CardHeader>
                <CardTitle>Payment History</CardTitle>
              </CardHeader>
              <CardContent>
                <table className="w-full text-sm">
                  <thead className="text-left text-muted-foreground">
                    <tr className="border-b">
                      <th scope="col" className="pb-2 font-medium">
                        Date
                      </th>
                      <th scope="col" className="pb-2 font-medium">
                        Method
                      </th>
                      <th scope="col" className="pb-2 text-right font-medium">
                        Amount
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y">
                    {paymentRows.map((payment) => (
                      <tr key={payment.id}>
                        <td className="py-2.5">{formatDate(payment.date)}</td>
                        <td className="py-2.5">
                          <PaymentMethodBadge
                            method={payment.method}
                            checkNumber={payment.check_number}
                          />
                          {/* A refund is kept as a payment of the negative amount (decision 047). */}
                          {isRefund(payment) ? (
                            <span className="ml-2 font-medium">Refund</span>
                          ) : null}
                        </td>
                        <td className="py-2.5 text-right tabular-nums">
                          {formatMoney(Math.abs(payment.amount))}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </CardContent>
            </Card>
          ) : null}
          <RecordHistoryCard collection="invoices" id={invoice.id} />
        </div>

        <div>
          <Can permission="billing:write">
            <InvoiceActions invoice={invoice} client={client} balance={balance} />
          </Can>
        </div>
      </div>

      {payments.data ? (
        <InvoicePrintView
          invoice={invoice}
          status={status}
          client={client}
          job={job}
          payments={paymentRows}
        />
      ) : null}
    </Page>
  )
}
