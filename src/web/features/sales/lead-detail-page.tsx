import { useQuery } from '@tanstack/react-query'
import {
  ArrowRight,
  Briefcase,
  DollarSign,
  Flag,
  Mail,
  MessageSquare,
  Pencil,
  Phone,
  SearchX,
  Trash2,
  Waypoints,
} from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import type { Person } from '../../../domain/crm/person'
import { isClosedStage, type Lead } from '../../../domain/sales/lead'
import { canConvertLead } from '../../../domain/sales/lead-convert'
import { BackLink } from '../../components/back-link'
import { DeleteRecordDialog } from '../../components/delete-record-dialog'
import { Page } from '../../components/layout/page'
import { StatTiles } from '../../components/stat-tile'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { lookupQuery } from '../../data/use-records-by-id'
import { formatDateTime, formatDollars } from '../../lib/format'
import { toastSuccess } from '../../lib/toast'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useTabParam } from '../../lib/use-tab-param'
import { jobHref } from './estimate-links'
import { LeadActivityTab } from './lead-activity-tab'
import { leadQueries, useDeleteLead } from './lead-api'
import { LeadConvertDialog } from './lead-convert-dialog'
import { LeadDocumentsTab } from './lead-documents-tab'
import { LeadEditDialog } from './lead-edit-dialog'
import { LEADS_HREF } from './lead-links'
import { LeadNotesTab } from './lead-notes-tab'
import { LeadStageBadge } from './lead-stage-badge'
import { LeadStageControl } from './lead-stage-control'
import { RecordLoadError } from '../../components/record-load-error'

const tabs = ['info', 'activity', 'notes', 'documents'] as const
const tabLabels: Record<(typeof tabs)[number], string> = {
  info: 'Info',
  activity: 'Activity',
  notes: 'Notes',
  documents: 'Documents',
}

export function LeadDetailPage() {
  const { id = '' } = useParams()
  const lead = useQuery(leadQueries.detail(id))
  useDocumentTitle(lead.data?.name ?? (lead.isError ? 'Lead not found' : 'Lead'))

  if (lead.isPending) return <LeadDetailSkeleton />
  if (lead.isError) {
    return (
      <RecordLoadError
        error={lead.error}
        onRetry={() => void lead.refetch()}
        notFoundTitle="Lead not found"
        icon={<SearchX />}
        backTo={LEADS_HREF}
        backLabel="Back to Leads"
      />
    )
  }
  return <LeadDetail lead={lead.data} />
}

function LeadDetail({ lead }: { lead: Lead }) {
  const [tab, selectTab] = useTabParam(tabs)
  const person = useQuery(lookupQuery<Person>('persons', lead.person_id))
  const activities = useQuery(leadQueries.activities(lead.id))
  const notes = useQuery(leadQueries.notes(lead.id))
  const interactions =
    activities.data && notes.data ? activities.data.total + notes.data.total : undefined

  return (
    <Page>
      <BackLink to={LEADS_HREF}>Back to Leads</BackLink>
      <header className="flex flex-col gap-4 md:flex-row md:items-start">
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-accent text-2xl font-semibold text-accent-foreground"
        >
          {lead.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight break-words md:text-[28px]">
            {lead.name}
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            <LeadStageBadge stage={lead.stage} />
            <Badge variant="outline">{lead.source}</Badge>
          </div>
          <ContactLinks person={person.data} isPending={person.isPending} />
        </div>
        <LeadActions lead={lead} person={person.data} />
      </header>

      <StatTiles
        items={[
          { label: 'Current Stage', value: lead.stage, icon: Flag },
          { label: 'Lead Source', value: lead.source, icon: Waypoints },
          { label: 'Interactions', value: interactions?.toString(), icon: MessageSquare },
          { label: 'Potential Value', value: formatDollars(lead.value), icon: DollarSign },
        ]}
      />

      <LeadStageControl lead={lead} />

      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList
          aria-label="Lead details"
          className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-10 sm:w-fit"
        >
          {tabs.map((value) => (
            <TabsTrigger key={value} value={value} className="min-h-11 sm:min-h-0">
              {tabLabels[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="info">
          <InfoTab lead={lead} person={person.data} />
        </TabsContent>
        <TabsContent value="activity">
          <LeadActivityTab lead={lead} />
        </TabsContent>
        <TabsContent value="notes">
          <LeadNotesTab leadId={lead.id} />
        </TabsContent>
        <TabsContent value="documents">
          <LeadDocumentsTab leadId={lead.id} />
        </TabsContent>
      </Tabs>
    </Page>
  )
}

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none sm:min-h-0'

function ContactLinks({
  person,
  isPending,
}: {
  person: Person | null | undefined
  isPending: boolean
}) {
  if (isPending) return <Skeleton className="h-4 w-56" />
  if (!person) return <p className="text-sm text-muted-foreground">Unknown contact</p>
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <Link
        to={`/crm/contacts/persons/${person.id}`}
        className={`${linkClass} font-medium text-foreground`}
      >
        {person.name}
      </Link>
      {person.email ? (
        <a href={`mailto:${person.email}`} className={linkClass}>
          <Mail aria-hidden="true" className="size-4" />
          {person.email}
        </a>
      ) : null}
      {person.phone ? (
        <a href={`tel:${person.phone}`} className={linkClass}>
          <Phone aria-hidden="true" className="size-4" />
          {person.phone}
        </a>
      ) : null}
    </div>
  )
}

function LeadActions({ lead, person }: { lead: Lead; person: Person | null | undefined }) {
  const navigate = useNavigate()
  const [dialog, setDialog] = useState<'convert' | 'edit' | 'delete' | null>(null)
  const remove = useDeleteLead(lead.id)
  const close = (open: boolean) => !open && setDialog(null)
  return (
    <div className="flex flex-wrap gap-2 md:justify-end">
      {lead.job_id ? (
        <Button asChild className="min-h-11 sm:min-h-9">
          <Link to={jobHref(lead.job_id)}>
            <ArrowRight aria-hidden="true" />
            View Job
          </Link>
        </Button>
      ) : (
        <Button
          className="min-h-11 sm:min-h-9"
          disabled={!canConvertLead(lead)}
          title={
            canConvertLead(lead)
              ? undefined
              : `A ${lead.stage} lead cannot be converted: reopen it as New first`
          }
          onClick={() => setDialog('convert')}
        >
          <Briefcase aria-hidden="true" />
          Convert to Job
        </Button>
      )}
      <Button variant="outline" className="min-h-11 sm:min-h-9" onClick={() => setDialog('edit')}>
        <Pencil aria-hidden="true" />
        Edit Lead
      </Button>
      <Button
        variant="outline"
        size="icon"
        className="size-11 text-destructive hover:text-destructive sm:size-9"
        aria-label="Delete lead"
        onClick={() => setDialog('delete')}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      <LeadConvertDialog
        lead={lead}
        person={person}
        open={dialog === 'convert'}
        onOpenChange={close}
      />
      <LeadEditDialog lead={lead} open={dialog === 'edit'} onOpenChange={close} />
      <DeleteRecordDialog
        open={dialog === 'delete'}
        onOpenChange={close}
        collection="leads"
        id={lead.id}
        label="Lead"
        name={lead.name}
        isDeleting={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setDialog(null)
              toastSuccess('Lead deleted', `${lead.name} was removed`)
              void navigate(LEADS_HREF, { replace: true })
            },
          })
        }
      />
    </div>
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

function InfoTab({ lead, person }: { lead: Lead; person: Person | null | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Lead information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          <InfoRow label="Name">{lead.name}</InfoRow>
          <InfoRow label="Contact person">
            {person ? (
              <Link
                to={`/crm/contacts/persons/${person.id}`}
                className="inline-flex min-h-11 items-center text-primary hover:underline sm:min-h-0"
              >
                {person.name}
              </Link>
            ) : person === null ? (
              'Unknown'
            ) : (
              <Skeleton className="h-4 w-32" />
            )}
          </InfoRow>
          <InfoRow label="Email">{person?.email || '—'}</InfoRow>
          <InfoRow label="Phone">{person?.phone || '—'}</InfoRow>
          <InfoRow label="Stage">
            {lead.stage}
            {isClosedStage(lead.stage) ? ' (closed)' : ''}
          </InfoRow>
          <InfoRow label="Source">{lead.source}</InfoRow>
          <InfoRow label="Potential value">{formatDollars(lead.value)}</InfoRow>
          <InfoRow label="Created">{formatDateTime(lead.created_at)}</InfoRow>
          <InfoRow label="Job">
            {lead.job_id ? (
              <Link
                to={jobHref(lead.job_id)}
                className="inline-flex min-h-11 items-center text-primary hover:underline sm:min-h-0"
              >
                View the job
              </Link>
            ) : (
              <span className="text-muted-foreground">Not converted yet</span>
            )}
          </InfoRow>
        </dl>
      </CardContent>
    </Card>
  )
}

function LeadDetailSkeleton() {
  return (
    <Page aria-busy="true">
      <span className="sr-only" role="status">
        Loading lead
      </span>
      <Skeleton className="h-4 w-32" />
      <div className="flex items-center gap-4">
        <Skeleton className="size-16 rounded-full" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-4 w-64" />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-[88px] rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-10 w-full max-w-md" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </Page>
  )
}
