import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import {
  ArrowRight,
  Briefcase,
  DollarSign,
  Flag,
  MessageSquare,
  Pencil,
  SearchX,
  Waypoints,
} from 'lucide-react'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import type { Person } from '../../../domain/crm/person'
import { isClosedStage, type Lead } from '../../../domain/sales/lead'
import { canConvertLead } from '../../../domain/sales/lead-convert'
import { BackLink } from '../../components/back-link'
import { ContactLink, headerLinkClass } from '../../components/contact-link'
import { DeleteRecordButton } from '../../components/delete-record-button'
import { DetailTabs } from '../../components/detail-tabs'
import { InfoCard, InfoRow, NoValue } from '../../components/info-row'
import { Page } from '../../components/layout/page'
import { LinkButton } from '../../components/link-button'
import { RecordDetailPage } from '../../components/record-detail-page'
import { StatTiles } from '../../components/stat-tile'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Skeleton } from '../../components/ui/skeleton'
import { lookupQuery } from '../../data/use-records-by-id'
import { formatDateTime, formatDollars } from '../../lib/format'
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
import { Can } from '../../lib/access'
import { RecordAuthors } from '../../components/record-authors'

export function LeadDetailPage() {
  const { id = '' } = useParams()
  return (
    <RecordDetailPage
      query={useQuery(leadQueries.detail(id))}
      noun="Lead"
      titleOf={(lead) => lead.name}
      backTo={LEADS_HREF}
      backLabel="Back to Leads"
      notFoundIcon={<SearchX />}
    >
      {(lead) => <LeadDetail lead={lead} />}
    </RecordDetailPage>
  )
}

function LeadDetail({ lead }: { lead: Lead }) {
  const person = useQuery(lookupQuery<Person>('persons', lead.person_id))
  const activities = useInfiniteQuery(leadQueries.activities(lead.id))
  const notes = useInfiniteQuery(leadQueries.notes(lead.id))
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
          <RecordAuthors collection="leads" id={lead.id} />
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

      <DetailTabs
        label="Lead details"
        phoneColumns={2}
        tabs={[
          { value: 'info', label: 'Info', content: <InfoTab lead={lead} person={person.data} /> },
          { value: 'activity', label: 'Activity', content: <LeadActivityTab lead={lead} /> },
          { value: 'notes', label: 'Notes', content: <LeadNotesTab leadId={lead.id} /> },
          {
            value: 'documents',
            label: 'Documents',
            content: <LeadDocumentsTab leadId={lead.id} />,
          },
        ]}
      />
    </Page>
  )
}

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
        className={`${headerLinkClass} font-medium text-foreground`}
      >
        {person.name}
      </Link>
      <ContactLink kind="email" value={person.email} isInHeader />
      <ContactLink kind="phone" value={person.phone} isInHeader />
    </div>
  )
}

function LeadActions({ lead, person }: { lead: Lead; person: Person | null | undefined }) {
  const [dialog, setDialog] = useState<'convert' | 'edit' | null>(null)
  const remove = useDeleteLead(lead.id)
  const close = (open: boolean) => !open && setDialog(null)
  return (
    <div className="flex flex-wrap gap-2 md:justify-end">
      {lead.job_id ? (
        <LinkButton to={jobHref(lead.job_id)} icon={ArrowRight} className="min-h-11 sm:min-h-9">
          View Job
        </LinkButton>
      ) : (
        <Can permission="sales:write">
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
        </Can>
      )}
      <Can permission="sales:write">
        <Button variant="outline" className="min-h-11 sm:min-h-9" onClick={() => setDialog('edit')}>
          <Pencil aria-hidden="true" />
          Edit Lead
        </Button>
      </Can>
      <DeleteRecordButton
        collection="leads"
        id={lead.id}
        label="Lead"
        name={lead.name}
        remove={remove}
        listHref={LEADS_HREF}
        isIconOnly
      />
      <LeadConvertDialog
        lead={lead}
        person={person}
        open={dialog === 'convert'}
        onOpenChange={close}
      />
      <LeadEditDialog lead={lead} open={dialog === 'edit'} onOpenChange={close} />
    </div>
  )
}

function InfoTab({ lead, person }: { lead: Lead; person: Person | null | undefined }) {
  return (
    <InfoCard title="Lead information">
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
          <NoValue>Not converted yet</NoValue>
        )}
      </InfoRow>
    </InfoCard>
  )
}
