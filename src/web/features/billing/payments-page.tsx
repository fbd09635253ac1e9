import { useInfiniteQuery } from '@tanstack/react-query'
import { Banknote, Plus } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import type { Invoice } from '../../../domain/billing/invoice'
import type { Payment } from '../../../domain/billing/payment'
import { ResponsiveList } from '../../components/responsive-list'
import type { TableColumn } from '../../components/virtual-table'
import { useInfiniteList } from '../../data/use-infinite-list'
import { Page } from '../../components/layout/page'
import { ListPageHeader } from '../../components/layout/list-page-header'
import { PaymentAmount } from './payment-amount'
import { PaymentMethodBadge } from '../../components/payment-method-badge'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { Skeleton } from '../../components/ui/skeleton'
import { listCountLine } from '../../components/paged-card-list'
import { useRecordsById } from '../../data/use-records-by-id'
import { formatDate } from '../../lib/format'
import { paymentQueries } from './api'
import { invoiceHref } from './invoice-links'
import { RecordPaymentDialog } from './record-payment-dialog'

const PAYMENT_COLUMNS: readonly TableColumn[] = [
  { label: 'Date' },
  { label: 'Invoice' },
  { label: 'Method' },
  { label: 'Amount', numeric: true },
]

export function PaymentsPage() {
  const [isRecording, setRecording] = useState(false)
  const query = useInfiniteQuery(paymentQueries.list())
  const list = useInfiniteList(query)
  const payments = list.items
  const invoices = useRecordsById<Invoice>(
    'invoices',
    payments.map((p) => p.invoice_id),
  )

  function invoiceCell(payment: Payment) {
    const invoice = invoices.get(payment.invoice_id)
    if (invoice === undefined) return <Skeleton className="h-4 w-16" />
    if (!invoice) return <span className="text-muted-foreground">N/A</span>
    return (
      <Link
        to={invoiceHref(invoice.id)}
        className="inline-flex min-h-11 items-center font-medium text-primary hover:underline md:min-h-0"
      >
        {invoice.number}
      </Link>
    )
  }

  return (
    <Page>
      <ListPageHeader
        exportCsv={{ collection: 'payments', params: {} }}
        title="Payments"
        description={listCountLine(list, { singular: 'payment record' })}
        actions={
          <Button onClick={() => setRecording(true)}>
            <Plus aria-hidden="true" />
            Record Payment
          </Button>
        }
      />

      <ResponsiveList
        query={query}
        list={list}
        empty={<EmptyState icon={<Banknote />} title="No payments recorded yet" />}
        getKey={(payment) => payment.id}
        // Phones: one row per payment.
        phone={{
          label: 'Payments',
          className: 'rounded-xl border bg-card shadow-xs',
          renderItem: (payment) => (
            <div className="flex items-center justify-between gap-3 px-4 py-2">
              <div className="flex min-w-0 flex-col">
                {invoiceCell(payment)}
                <span className="text-xs text-muted-foreground">{formatDate(payment.date)}</span>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className="font-semibold tabular-nums">
                  <PaymentAmount payment={payment} />
                </span>
                <PaymentMethodBadge method={payment.method} checkNumber={payment.check_number} />
              </div>
            </div>
          ),
          estimateRowHeight: 70,
          rowClassName: 'border-t first:border-t-0',
        }}
        // Wider screens: the table of SPEC section 2.
        table={{
          columns: PAYMENT_COLUMNS,
          estimateRowHeight: 45,
          renderRow: (payment, { key, ...rowProps }) => (
            <tr key={key} {...rowProps}>
              <td className="px-3 py-2 whitespace-nowrap md:px-4">{formatDate(payment.date)}</td>
              <td className="px-3 py-2 md:px-4">{invoiceCell(payment)}</td>
              <td className="px-3 py-2 md:px-4">
                <PaymentMethodBadge method={payment.method} checkNumber={payment.check_number} />
              </td>
              <td className="px-3 py-2 text-right font-medium whitespace-nowrap tabular-nums md:px-4">
                <PaymentAmount payment={payment} />
              </td>
            </tr>
          ),
        }}
      />

      <RecordPaymentDialog open={isRecording} onOpenChange={setRecording} />
    </Page>
  )
}
