import { useQuery } from '@tanstack/react-query'
import {
  BriefcaseBusiness,
  CalendarClock,
  Camera,
  FileText,
  MapPin,
  Plus,
  UserRound,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import type { Person } from '../../../domain/crm/person'
import type { Job } from '../../../domain/projects/job'
import { BackLink } from '../../components/back-link'
import { JobStatusBadge } from '../../components/job-status-badge'
import { Page } from '../../components/layout/page'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { useRecordsById } from '../../data/use-records-by-id'
import { formatDate, formatDateTime } from '../../lib/format'
import { useDocumentTitle } from '../../lib/use-document-title'
import { jobQueries, pickerQueries } from './api'
import { JobCrewTab } from './job-crew-tab'
import { addPhotosHref, JobMediaTab } from './job-media-tab'
import { JobStatusControl } from './job-status-control'
import { JobWorkOrderTab } from './job-work-order-tab'
import { RecordLoadError } from '../../components/record-load-error'

const LIST_HREF = '/projects/jobs'
const tabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'crew', label: 'Crew' },
  { value: 'media', label: 'Media' },
  { value: 'work-order', label: 'Work Order' },
] as const
type TabName = (typeof tabs)[number]['value']
const isTabName = (value: string | null): value is TabName => tabs.some((t) => t.value === value)

export function JobDetailPage() {
  const { id = '' } = useParams()
  const job = useQuery(jobQueries.detail(id))
  useDocumentTitle(job.data?.title ?? (job.isError ? 'Job not found' : 'Job'))

  if (job.isPending) return <JobDetailSkeleton />
  if (job.isError) {
    return (
      <RecordLoadError
        error={job.error}
        onRetry={() => void job.refetch()}
        notFoundTitle="Job not found"
        icon={<BriefcaseBusiness />}
        backTo={LIST_HREF}
        backLabel="Back to Jobs"
      />
    )
  }
  return <JobDetail job={job.data} />
}

function JobDetail({ job }: { job: Job }) {
  const [searchParams, setSearchParams] = useSearchParams()
  const tabParam = searchParams.get('tab')
  const tab: TabName = isTabName(tabParam) ? tabParam : 'overview'
  const clients = useRecordsById<Person>('persons', [job.client_person_id])
  const client = clients.get(job.client_person_id)

  function selectTab(value: string) {
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (value === 'overview') next.delete('tab')
        else next.set('tab', value)
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }

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
              ) : client ? (
                <Link
                  to={`/crm/contacts/persons/${client.id}`}
                  className="inline-flex min-h-11 items-center hover:text-primary hover:underline sm:min-h-0"
                >
                  {client.name}
                </Link>
              ) : (
                'Unknown Client'
              )}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" />
              {job.address}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <CalendarClock aria-hidden="true" className="size-4" />
              {formatDateTime(job.date)}
            </span>
          </div>
        </div>
        <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
          <JobStatusControl job={job} />
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <Button asChild variant="outline">
              <Link to={addPhotosHref(job.id)}>
                <Camera aria-hidden="true" />
                Add Photos
              </Link>
            </Button>
            <InvoiceLink job={job} />
          </div>
        </div>
      </header>

      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList
          aria-label="Job details"
          className="grid h-auto w-full grid-cols-4 sm:inline-flex sm:h-10 sm:w-fit"
        >
          {tabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="min-h-11 px-1 sm:min-h-0 sm:px-3">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab job={job} client={client} />
        </TabsContent>
        <TabsContent value="crew">
          <JobCrewTab job={job} />
        </TabsContent>
        <TabsContent value="media">
          <JobMediaTab jobId={job.id} />
        </TabsContent>
        <TabsContent value="work-order">
          <JobWorkOrderTab jobId={job.id} />
        </TabsContent>
      </Tabs>
    </Page>
  )
}

/** The job's invoice (SPEC: a link to /billing/invoices/{id}), or a way to create one. */
function InvoiceLink({ job }: { job: Job }) {
  const invoices = useQuery(jobQueries.invoices(job.id))
  if (invoices.isPending) return <Skeleton className="h-11 w-36 md:h-9" />
  const invoice = invoices.data?.items[0]
  if (invoice) {
    return (
      <Button asChild variant="outline">
        <Link to={`/billing/invoices/${invoice.id}`}>
          <FileText aria-hidden="true" />
          Invoice {invoice.number}
        </Link>
      </Button>
    )
  }
  return (
    <Button asChild variant="outline">
      <Link to={`/billing/invoices/new?job_id=${job.id}&client=${job.client_person_id}`}>
        <Plus aria-hidden="true" />
        Create Invoice
      </Link>
    </Button>
  )
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  )
}

function OverviewTab({ job, client }: { job: Job; client: Person | null | undefined }) {
  const crews = useQuery(pickerQueries.crews())
  const crew = crews.data?.items.find((c) => c.id === job.assigned_crew_id)
  return (
    <Card>
      <CardContent>
        <dl className="divide-y">
          <InfoRow label="Client">
            {client === undefined ? '…' : client ? client.name : 'Unknown Client'}
          </InfoRow>
          {client?.email ? (
            <InfoRow label="Client email">
              <a
                href={`mailto:${client.email}`}
                className="inline-flex min-h-11 items-center text-primary hover:underline sm:min-h-0"
              >
                {client.email}
              </a>
            </InfoRow>
          ) : null}
          {client?.phone ? (
            <InfoRow label="Client phone">
              <a
                href={`tel:${client.phone}`}
                className="inline-flex min-h-11 items-center text-primary hover:underline sm:min-h-0"
              >
                {client.phone}
              </a>
            </InfoRow>
          ) : null}
          <InfoRow label="Address">{job.address}</InfoRow>
          <InfoRow label="Scheduled">{formatDateTime(job.date)}</InfoRow>
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
              <span className="text-muted-foreground">No notes</span>
            )}
          </InfoRow>
          <InfoRow label="Created">{formatDate(job.created_at)}</InfoRow>
        </dl>
      </CardContent>
    </Card>
  )
}

function JobDetailSkeleton() {
  return (
    <Page aria-busy="true">
      <span className="sr-only" role="status">
        Loading job
      </span>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-8 w-72" />
      <Skeleton className="h-4 w-96 max-w-full" />
      <Skeleton className="h-11 w-full max-w-md" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </Page>
  )
}
