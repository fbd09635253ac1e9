// What Create Invoice from work shows when the API refuses the draft: its message (the job is
// already invoiced on INV-0012, the estimate is not accepted, not found), the invoice that bills the
// work when there is one, and the way back. Never an empty form that pretends.
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, CircleAlert, FileText } from 'lucide-react'
import { BackLink } from '../../components/back-link'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { LinkButton } from '../../components/link-button'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { isApiError, isNetworkError } from '../../data/api-error'
import { invoiceByNumberQuery, type DraftSource } from './api'
import { invoiceHref, INVOICES_HREF, workHref } from './invoice-links'

/** The invoice numbered `number`, looked up to link to it. */
function InvoiceLink({ number }: { number: string }) {
  const found = useQuery(invoiceByNumberQuery(number))
  const invoice = found.data?.items.find((item) => item.number === number)
  if (!invoice) return null
  return (
    <LinkButton to={invoiceHref(invoice.id)} icon={FileText}>
      Open {number}
    </LinkButton>
  )
}

export function InvoiceDraftError({
  error,
  source,
  onRetry,
}: {
  error: Error
  source: DraftSource
  onRetry: () => void
}) {
  const billedOn = isApiError(error) ? error.details?.invoice_number : undefined
  return (
    <Page className="max-w-2xl">
      <BackLink to={INVOICES_HREF}>Back to Invoices</BackLink>
      <PageHeader title="Create Invoice" description="Bill a client, for a job or on its own." />
      <EmptyState
        role="alert"
        icon={<CircleAlert />}
        title="This cannot be invoiced"
        description={error.message}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {billedOn ? <InvoiceLink number={billedOn} /> : null}
            <LinkButton to={workHref(source)} icon={ArrowLeft} variant="outline">
              {'job_id' in source ? 'Back to Job' : 'Back to Estimate'}
            </LinkButton>
            {isNetworkError(error) ? (
              <Button variant="outline" onClick={onRetry}>
                Try again
              </Button>
            ) : null}
          </div>
        }
      />
    </Page>
  )
}
