// The deposit an estimate asks for, under its totals on the estimate page ("Deposit: 30% ($1,159.00)"),
// and once it is Accepted the deposit invoice accepting it made (decision 059), for those who see
// invoices. Nothing when it asks for none.
import { useQuery } from '@tanstack/react-query'
import { FileText } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { effectiveInvoiceStatus } from '../../../domain/billing/invoice-status'
import type { Estimate } from '../../../domain/sales/estimate'
import { InvoiceStatusBadge } from '../../components/invoice-status-badge'
import { Skeleton } from '../../components/ui/skeleton'
import { Can } from '../../lib/access'
import { depositInvoiceQuery } from './estimate-api'
import { depositText } from './estimate-deposit-text'

export const DEPOSIT_ON_ACCEPTANCE = 'Invoiced when the client accepts the estimate.'

export function EstimateDeposit({ estimate }: { estimate: Estimate }) {
  if (!estimate.deposit) return null
  return (
    <div className="ml-auto flex w-full max-w-xs flex-col items-end gap-1.5 text-right text-sm">
      <p className="font-medium">{depositText(estimate.deposit, estimate.total)}</p>
      {estimate.status === 'Accepted' ? (
        <Can permission="billing:read">
          <DepositInvoiceLink estimateId={estimate.id} />
        </Can>
      ) : (
        <p className="text-muted-foreground">{DEPOSIT_ON_ACCEPTANCE}</p>
      )}
    </div>
  )
}

function DepositInvoiceLink({ estimateId }: { estimateId: string }) {
  const invoices = useQuery(depositInvoiceQuery(estimateId))
  const [now] = useState(() => Date.now())
  if (invoices.isPending) return <Skeleton className="h-5 w-40" />
  if (invoices.isError) {
    return <p className="text-muted-foreground">Could not load the deposit invoice.</p>
  }
  const invoice = invoices.data.items[0]
  if (!invoice) return <p className="text-muted-foreground">No deposit invoice</p>
  return (
    <span className="flex flex-wrap items-center justify-end gap-2">
      <Link
        to={`/billing/invoices/${invoice.id}`}
        className="inline-flex min-h-11 items-center gap-1.5 font-medium text-primary underline-offset-2 hover:underline md:min-h-0"
      >
        <FileText aria-hidden="true" className="size-4" />
        Deposit invoice {invoice.number}
      </Link>
      <InvoiceStatusBadge status={effectiveInvoiceStatus(invoice, now)} />
    </span>
  )
}
