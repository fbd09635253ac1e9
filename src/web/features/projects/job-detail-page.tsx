import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  BriefcaseBusiness,
  Calculator,
  CalendarClock,
  Camera,
  FileText,
  MapPin,
  Pencil,
  Plus,
  UserRound,
} from 'lucide-react'
import { Link, useParams } from 'react-router'
import type { Person } from '../../../domain/crm/person'
import { jobEnd, type Job } from '../../../domain/projects/job'
import { estimateNumber } from '../../../domain/sales/estimate'
import type { Crew } from '../../../domain/team/crew'
import { BackLink } from '../../components/back-link'
import { ContactLink } from '../../components/contact-link'
import { DetailTabs } from '../../components/detail-tabs'
import { InfoCard, InfoRow, NoValue } from '../../components/info-row'
import { JobStatusBadge } from '../../components/job-status-badge'
import { Page } from '../../components/layout/page'
import { LinkButton } from '../../components/link-button'
import { RecordDetailPage } from '../../components/record-detail-page'
import { Button } from '../../components/ui/button'
import { Skeleton } from '../../components/ui/skeleton'
import { useRecordsById } from '../../data/use-records-by-id'
import { formatDate } from '../../lib/format'
import { formatDateTimeRange, formatDuration } from './job-time'
import { jobQueries } from './api'
import { CrewInstructionsCard } from './crew-instructions-card'
import { JobClientConfirmation } from './job-client-confirmation'
import { JobCostingCard } from './job-costing-card'
import { JobFieldActions } from './job-field-actions'
import { JobCrewTab } from './job-crew-tab'
import { JobEditDialog } from './job-edit-dialog'
import { JobSeriesCard } from './job-series-card'
import { addPhotosHref, JobMediaTab } from './job-media-tab'
import { JobStatusControl } from './job-status-control'
import { JobWorkOrderTab } from './job-work-order-tab'
import { Can, useAccess, useCan } from '../../lib/access'
import { RecordAuthors } from '../../components/record-authors'
import { hasHistory, historyTabs } from '../../components/record-history'

const LIST_HREF = '/projects/jobs'

export function JobDetailPage() {
  const { id = '' } = useParams()
  return (
    <RecordDetailPage
      query={useQuery(jobQueries.detail(id))}
      noun="Job"
      titleOf={(job) => job.title}
      backTo={LIST_HREF}
      backLabel="Back to Jobs"
      notFoundIcon={<BriefcaseBusiness />}
      skeleton={{ media: 'none', hasStats: false }}
    >
      {(job) => <JobDetail job={job} />}
    </RecordDetailPage>
  )
}

function JobDetail({ job }: { job: Job }) {
  const clients = useRecordsById<Person>('persons', [job.client_person_id])
  const client = clients.get(job.client_person_id)
  // A Crew user gets the client's name and phone here; the client's own page is not theirs.
  const canOpenClient = useAccess().canAll('crm:read')

  return (
    <Page>
      <BackLink to={LIST_HREF}>Back to Jobs</BackLink>
      <header className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold tracking-tight md:text-[28px]">{job.title}</h1>
            <JobStatusBadge status={job.status} />
          </div>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <UserRound aria-hidden="true" className="size-4" />
              {client === undefined ? (
                <Skeleton className="h-4 w-24" />
              ) : client && canOpenClient ? (
                <Link
                  to={`/crm/contacts/persons/${client.id}`}
                  className="inline-flex min-h-11 items-center hover:text-primary hover:underline sm:min-h-0"
                >
                  {client.name}
                </Link>
              ) : client ? (
                client.name
              ) : (
                'Unknown Client'
              )}
            </span>
            {client && !canOpenClient ? (
              <ContactLink kind="phone" value={client.phone} isInHeader />
            ) : null}
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" />
              {job.address}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <CalendarClock aria-hidden="true" className="size-4" />
              {formatDateTimeRange(job.date, jobEnd(job))}
            </span>
          </div>
          <JobClientConfirmation jobId={job.id} />
          <RecordAuthors collection="jobs" id={job.id} />
        </div>
        <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
          <Can permission="jobs:write">
            <JobStatusControl job={job} />
          </Can>
          {/* On a phone the buttons share a row while they fit and each takes a row when not: a
              long invoice number never runs to the screen's edge. */}
          <div className="flex flex-wrap gap-2 *:grow sm:*:grow-0">
            <Can permission="jobs:write">
              <EditJobButton job={job} />
            </Can>
            <Can permission="media:write">
              <LinkButton to={addPhotosHref(job.id)} icon={Camera} variant="outline">
                Add Photos
              </LinkButton>
            </Can>
            <Can permission="sales:read">
              <EstimateLink jobId={job.id} />
            </Can>
            <Can permission="billing:read">
              <InvoiceLink job={job} />
            </Can>
          </div>
        </div>
      </header>

      <DetailTabs
        label="Job details"
        phoneColumns={hasHistory ? 3 : 4}
        tabs={[
          {
            value: 'overview',
            label: 'Overview',
            content: <OverviewTab job={job} client={client} />,
          },
          { value: 'crew', label: 'Crew', content: <JobCrewTab job={job} /> },
          { value: 'media', label: 'Media', content: <JobMediaTab jobId={job.id} /> },
          { value: 'work-order', label: 'Work Order', content: <JobWorkOrderTab jobId={job.id} /> },
          ...historyTabs({ collection: 'jobs', id: job.id }),
        ]}
      />
    </Page>
  )
}

function EditJobButton({ job }: { job: Job }) {
  const [isOpen, setIsOpen] = useState(false)
  return (
    <>
      <Button variant="outline" className="h-11 md:h-9" onClick={() => setIsOpen(true)}>
        <Pencil aria-hidden="true" />
        Edit Job
      </Button>
      <JobEditDialog job={job} open={isOpen} onOpenChange={setIsOpen} />
    </>
  )
}

/** The estimate the job was converted from (decision 034); nothing for a job made otherwise. */
function EstimateLink({ jobId }: { jobId: string }) {
  const estimates = useQuery(jobQueries.estimates(jobId))
  const estimate = estimates.data?.items[0]
  if (!estimate) return null
  return (
    <LinkButton to={`/sales/estimates/${estimate.id}`} icon={Calculator} variant="outline">
      {estimateNumber(estimate.id)}
    </LinkButton>
  )
}

/** The job's invoice (SPEC: a link to /billing/invoices/{id}), or a way to create one. */
function InvoiceLink({ job }: { job: Job }) {
  const invoices = useQuery(jobQueries.invoices(job.id))
  const canCreate = useCan('billing:write')
  if (invoices.isPending) return <Skeleton className="h-11 w-36 md:h-9" />
  const invoice = invoices.data?.items[0]
  if (invoice) {
    return (
      <LinkButton to={`/billing/invoices/${invoice.id}`} icon={FileText} variant="outline">
        Invoice {invoice.number}
      </LinkButton>
    )
  }
  if (!canCreate) return null
  return (
    <LinkButton
      to={`/billing/invoices/new?job_id=${job.id}&client=${job.client_person_id}`}
      icon={Plus}
      variant="outline"
    >
      Create Invoice
    </LinkButton>
  )
}

function OverviewTab({ job, client }: { job: Job; client: Person | null | undefined }) {
  const crew = useRecordsById<Crew>('crews', [job.assigned_crew_id]).get(job.assigned_crew_id)
  return (
    <div className="flex flex-col gap-4">
      <JobFieldActions job={job} />
      <CrewInstructionsCard job={job} />
      <Can permission="jobs:write">
        <JobSeriesCard job={job} />
      </Can>
      <JobInfo job={job} client={client} crew={crew} />
      <JobCostingCard jobId={job.id} />
    </div>
  )
}

function JobInfo({
  job,
  client,
  crew,
}: {
  job: Job
  client: Person | null | undefined
  crew: Crew | null | undefined
}) {
  return (
    <InfoCard>
      <InfoRow label="Client">
        {client === undefined ? '…' : client ? client.name : 'Unknown Client'}
      </InfoRow>
      {client?.email ? (
        <InfoRow label="Client email">
          <ContactLink kind="email" value={client.email} />
        </InfoRow>
      ) : null}
      {client?.phone ? (
        <InfoRow label="Client phone">
          <ContactLink kind="phone" value={client.phone} isInHeader />
        </InfoRow>
      ) : null}
      <InfoRow label="Address">{job.address}</InfoRow>
      <InfoRow label="Scheduled">{formatDateTimeRange(job.date, jobEnd(job))}</InfoRow>
      <InfoRow label="Duration">{formatDuration(job.duration_minutes)}</InfoRow>
      <InfoRow label="Status">
        <JobStatusBadge status={job.status} />
      </InfoRow>
      <InfoRow label="Crew">
        {job.assigned_crew_id ? (crew?.name ?? '…') : 'No crew assigned'}
      </InfoRow>
      <InfoRow label="Notes">
        {job.notes ? (
          <span className="whitespace-pre-line">{job.notes}</span>
        ) : (
          <NoValue>No notes</NoValue>
        )}
      </InfoRow>
      <InfoRow label="Created">{formatDate(job.created_at)}</InfoRow>
    </InfoCard>
  )
}
