import { useQuery } from '@tanstack/react-query'
import { COLLECTION_PERMISSIONS } from '../../../domain/access/permissions'
import { estimateFileName } from '../../../domain/sales/estimate-document'
import { DownloadPdfButton } from '../../components/download-pdf-button'
import { Calendar } from 'lucide-react'
import { Link, useParams } from 'react-router'
import type { Person } from '../../../domain/crm/person'
import { estimateNumber, type Estimate } from '../../../domain/sales/estimate'
import { BackLink } from '../../components/back-link'
import { EstimateStatusBadge } from '../../components/estimate-status-badge'
import { DocumentSkeleton } from '../../components/detail-skeleton'
import { Page } from '../../components/layout/page'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Separator } from '../../components/ui/separator'
import { Skeleton } from '../../components/ui/skeleton'
import { lookupQuery } from '../../data/use-records-by-id'
import { formatDate } from '../../lib/format'
import { useDocumentTitle } from '../../lib/use-document-title'
import { estimateQueries } from './estimate-api'
import { EstimateActions } from './estimate-actions'
import { EstimateClientResponseCard } from './estimate-client-response'
import { EstimateLoadError } from './estimate-load-error'
import { ESTIMATES_HREF } from './estimate-links'
import { EstimatePrintView } from './estimate-print-view'
import { EstimateDeposit } from './estimate-deposit'
import { DocumentTotals } from '../../components/document-totals'
import { LineItemsTable } from '../../components/line-items-table'
import { estimateFigures } from '../../../domain/sales/estimate-figures'
import { toCents } from '../../../domain/shared/money'
import { Can } from '../../lib/access'
import { RecordAuthors } from '../../components/record-authors'
import { RecordHistoryCard } from '../../components/record-history'

export function EstimateDetailPage() {
  const { id = '' } = useParams()
  const estimate = useQuery(estimateQueries.detail(id))
  useDocumentTitle(
    estimate.data
      ? estimateNumber(estimate.data.id)
      : estimate.isError
        ? 'Estimate not found'
        : 'Estimate',
  )

  if (estimate.isPending) return <DocumentSkeleton noun="estimate" />
  if (estimate.isError) {
    return <EstimateLoadError error={estimate.error} onRetry={() => void estimate.refetch()} />
  }
  return <EstimateDetail estimate={estimate.data} />
}

function EstimateDetail({ estimate }: { estimate: Estimate }) {
  const client = useQuery(lookupQuery<Person>('persons', estimate.client_person_id))
  const clientName = client.data === undefined ? undefined : (client.data?.name ?? 'Unknown Client')

  return (
    <Page>
      <BackLink to={ESTIMATES_HREF}>Back to Estimates</BackLink>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight md:text-[28px]">
            {estimateNumber(estimate.id)}
          </h1>
          <EstimateStatusBadge status={estimate.status} />
          <div className="sm:ml-auto">
            <DownloadPdfButton
              path={`/api/estimates/${estimate.id}/pdf`}
              fileName={estimateFileName(estimate.id)}
              permission={COLLECTION_PERMISSIONS.estimates.read}
            />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span>
            For{' '}
            {clientName === undefined ? (
              <Skeleton className="inline-block h-4 w-28 align-middle" />
            ) : client.data ? (
              <Link
                to={`/crm/contacts/persons/${client.data.id}`}
                className="font-medium text-foreground hover:text-primary hover:underline"
              >
                {clientName}
              </Link>
            ) : (
              clientName
            )}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Calendar aria-hidden="true" className="size-4" />
            Created {formatDate(estimate.created_at)}
          </span>
        </div>
        <RecordAuthors collection="estimates" id={estimate.id} />
      </header>

      <div className="grid gap-6 lg:grid-cols-[1fr_18rem] lg:items-start">
        <Card>
          <CardHeader>
            <CardTitle>Line items</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <LineItemsTable items={estimate.line_items} markUntaxed={estimate.tax > 0} />
            <Separator />
            <DocumentTotals
              figures={estimateFigures(estimate.line_items, estimate)}
              total_cents={toCents(estimate.total)}
              taxRate={estimate.tax}
              taxName={estimate.tax_name}
              showRounding={estimate.round_totals}
            />
            <EstimateDeposit estimate={estimate} />
          </CardContent>
        </Card>
        <Can permission="sales:write">
          <EstimateActions
            estimate={estimate}
            clientEmail={client.data === undefined ? undefined : (client.data?.email ?? '')}
          />
        </Can>
        <EstimateClientResponseCard estimateId={estimate.id} />
        <Card>
          <CardHeader>
            <CardTitle>Notes</CardTitle>
          </CardHeader>
          <CardContent>
            {estimate.notes ? (
              <p className="text-sm break-words whitespace-pre-wrap">{estimate.notes}</p>
            ) : (
              <p className="text-sm text-muted-foreground">No notes</p>
            )}
          </CardContent>
        </Card>
        <RecordHistoryCard collection="estimates" id={estimate.id} />
      </div>
      <EstimatePrintView estimate={estimate} client={client.data} />
    </Page>
  )
}
