// Create Invoice on an accepted estimate (decision 059), or, once an invoice bills it, the way to
// that invoice: an estimate is billed whole once.
import { useQuery } from '@tanstack/react-query'
import { FileText } from 'lucide-react'
import { LinkButton } from '../../components/link-button'
import { Skeleton } from '../../components/ui/skeleton'
import { estimateInvoiceQuery } from './estimate-api'
import { invoiceFromEstimateHref } from './estimate-links'

const BUTTON_CLASS = 'min-h-11 justify-start sm:min-h-9'

export function EstimateInvoiceAction({ estimateId }: { estimateId: string }) {
  const invoices = useQuery(estimateInvoiceQuery(estimateId))
  if (invoices.isPending) return <Skeleton className="h-11 w-full sm:h-9" />
  // Unread, Create Invoice stays: the draft refuses an estimate billed already, with its invoice.
  const invoice = invoices.data?.items[0]
  if (invoice) {
    return (
      <LinkButton
        to={`/billing/invoices/${invoice.id}`}
        icon={FileText}
        variant="secondary"
        className={BUTTON_CLASS}
      >
        View Invoice {invoice.number}
      </LinkButton>
    )
  }
  return (
    <LinkButton
      to={invoiceFromEstimateHref(estimateId)}
      icon={FileText}
      variant="secondary"
      className={BUTTON_CLASS}
    >
      Create Invoice
    </LinkButton>
  )
}
