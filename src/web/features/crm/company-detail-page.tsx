import { useQuery } from '@tanstack/react-query'
import {
  Briefcase,
  Building2,
  DollarSign,
  ExternalLink,
  LoaderCircle,
  Mail,
  MapPin,
  Pencil,
  Phone,
  Trash2,
  UsersRound,
} from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { companyContactIds, type Company } from '../../../domain/crm/company'
import type { Person } from '../../../domain/crm/person'
import { BackLink } from '../../components/back-link'
import { DeleteRecordDialog } from '../../components/delete-record-dialog'
import { Page } from '../../components/layout/page'
import { QueryError } from '../../components/query-error'
import { StatTiles } from '../../components/stat-tile'
import { Avatar } from '../../components/ui/avatar'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { EmptyState } from '../../components/ui/empty-state'
import { Label } from '../../components/ui/label'
import { Skeleton } from '../../components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { Textarea } from '../../components/ui/textarea'
import { useRecordsById } from '../../data/use-records-by-id'
import { formatCount, formatDollars } from '../../lib/format'
import { toastError, toastSuccess } from '../../lib/toast'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useTabParam } from '../../lib/use-tab-param'
import { companyQueries, useCompanyJobs, useDeleteCompany, useUpdateCompany } from './company-api'
import { CompanyFormDialog } from './company-form-dialog'
import { JobList } from './job-list'
import { RecordLoadError } from '../../components/record-load-error'

const LIST_HREF = '/crm/contacts/companies'
const tabs = ['info', 'sites', 'jobs', 'contacts', 'notes'] as const
const tabLabels: Record<(typeof tabs)[number], string> = {
  info: 'Info',
  sites: 'Sites',
  jobs: 'Jobs',
  contacts: 'Contacts',
  notes: 'Notes',
}

export function CompanyDetailPage() {
  const { id = '' } = useParams()
  const company = useQuery(companyQueries.detail(id))
  useDocumentTitle(company.data?.name ?? (company.isError ? 'Company not found' : 'Company'))

  if (company.isPending) return <CompanyDetailSkeleton />
  if (company.isError) {
    return (
      <RecordLoadError
        error={company.error}
        onRetry={() => void company.refetch()}
        notFoundTitle="Company not found"
        icon={<Building2 />}
        backTo={LIST_HREF}
        backLabel="Back to Companies"
      />
    )
  }
  return <CompanyDetail company={company.data} />
}

function CompanyDetail({ company }: { company: Company }) {
  const [tab, selectTab] = useTabParam(tabs)
  const stats = useQuery(companyQueries.stats(company.id))
  const contactIds = companyContactIds(company)
  const people = useRecordsById<Person>('persons', contactIds)
  const primary = company.primary_contact ? people.get(company.primary_contact) : null

  return (
    <Page>
      <BackLink to={LIST_HREF}>Back to Companies</BackLink>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <Building2 aria-hidden="true" className="size-8" />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="truncate text-2xl font-semibold tracking-tight md:text-[28px]">
            {company.name}
          </h1>
          <div className="text-sm text-muted-foreground">
            {primary ? (
              <>
                Primary contact:{' '}
                <Link
                  to={`/crm/contacts/persons/${primary.id}`}
                  className="font-medium text-foreground hover:text-primary hover:underline"
                >
                  {primary.name}
                </Link>
              </>
            ) : primary === undefined ? (
              <Skeleton className="h-4 w-40" />
            ) : (
              'No primary contact'
            )}
          </div>
        </div>
        <CompanyActions company={company} />
      </header>

      <StatTiles
        items={[
          { label: 'Sites', value: stats.data?.sites.toString(), icon: MapPin },
          { label: 'Jobs', value: stats.data?.jobs.toString(), icon: Briefcase },
          { label: 'Contacts', value: stats.data?.contacts.toString(), icon: UsersRound },
          {
            label: 'Total Revenue',
            value: stats.data ? formatDollars(stats.data.total_revenue) : undefined,
            icon: DollarSign,
          },
        ]}
      />
      {stats.isError ? (
        <QueryError error={stats.error} onRetry={() => void stats.refetch()} />
      ) : null}

      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList
          aria-label="Company details"
          className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:h-10 sm:w-fit"
        >
          {tabs.map((value) => (
            <TabsTrigger key={value} value={value} className="min-h-11 sm:min-h-0">
              {tabLabels[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="info">
          <InfoTab company={company} primary={primary} />
        </TabsContent>
        <TabsContent value="sites">
          <SitesTab company={company} />
        </TabsContent>
        <TabsContent value="jobs">
          <JobsTab contactIds={contactIds} />
        </TabsContent>
        <TabsContent value="contacts">
          <ContactsTab company={company} people={contactIds.map((id) => people.get(id))} />
        </TabsContent>
        <TabsContent value="notes">
          <NotesTab key={company.version} company={company} />
        </TabsContent>
      </Tabs>
    </Page>
  )
}

function CompanyActions({ company }: { company: Company }) {
  const navigate = useNavigate()
  const [isEditing, setEditing] = useState(false)
  const [isDeleting, setDeleting] = useState(false)
  const remove = useDeleteCompany(company.id)
  return (
    <div className="flex flex-wrap gap-2 sm:self-start">
      <Button variant="outline" className="min-h-11 sm:min-h-9" onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" />
        Edit Company
      </Button>
      <Button
        variant="outline"
        className="min-h-11 text-destructive hover:text-destructive sm:min-h-9"
        onClick={() => setDeleting(true)}
      >
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <CompanyFormDialog company={company} open={isEditing} onOpenChange={setEditing} />
      <DeleteRecordDialog
        open={isDeleting}
        onOpenChange={setDeleting}
        collection="companies"
        id={company.id}
        label="Company"
        name={company.name}
        isDeleting={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setDeleting(false)
              toastSuccess('Company deleted', `${company.name} was removed`)
              void navigate(LIST_HREF, { replace: true })
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

function InfoTab({ company, primary }: { company: Company; primary: Person | null | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Company information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          <InfoRow label="Name">{company.name}</InfoRow>
          <InfoRow label="Primary contact">
            {primary ? (
              <span className="flex flex-col gap-1">
                <Link
                  to={`/crm/contacts/persons/${primary.id}`}
                  className="inline-flex min-h-11 w-fit items-center text-primary hover:underline sm:min-h-0"
                >
                  {primary.name}
                </Link>
                {primary.email ? (
                  <span className="text-muted-foreground">{primary.email}</span>
                ) : null}
                {primary.phone ? (
                  <span className="text-muted-foreground">{primary.phone}</span>
                ) : null}
              </span>
            ) : primary === undefined ? (
              <Skeleton className="h-4 w-32" />
            ) : (
              <span className="text-muted-foreground">Not set</span>
            )}
          </InfoRow>
          <InfoRow label="Sites">{formatCount(company.sites.length, 'site')}</InfoRow>
          <InfoRow label="Contacts">
            {formatCount(companyContactIds(company).length, 'contact')}
          </InfoRow>
          <InfoRow label="Notes">
            {company.notes ? (
              <span className="whitespace-pre-wrap">{company.notes}</span>
            ) : (
              <span className="text-muted-foreground">No notes</span>
            )}
          </InfoRow>
        </dl>
      </CardContent>
    </Card>
  )
}

function SitesTab({ company }: { company: Company }) {
  if (company.sites.length === 0) {
    return (
      <EmptyState
        icon={<MapPin />}
        title="No sites yet"
        description="Add the addresses you work at with Edit Company."
      />
    )
  }
  return (
    <ul className="flex flex-col gap-2" aria-label="Sites">
      {company.sites.map((site) => (
        <li
          key={site}
          className="flex items-center justify-between gap-3 rounded-xl border bg-card p-4 shadow-xs"
        >
          <span className="flex min-w-0 items-center gap-2 text-sm">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="break-words">{site}</span>
          </span>
          <Button asChild variant="ghost" className="min-h-11 shrink-0 sm:min-h-9">
            <a
              href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site)}`}
              target="_blank"
              rel="noreferrer"
              aria-label={`Open ${site} in maps (new tab)`}
            >
              <ExternalLink aria-hidden="true" />
              Map
            </a>
          </Button>
        </li>
      ))}
    </ul>
  )
}

function JobsTab({ contactIds }: { contactIds: readonly string[] }) {
  const jobs = useCompanyJobs(contactIds)
  if (contactIds.length === 0) {
    return (
      <EmptyState
        icon={<Briefcase />}
        title="No jobs yet"
        description="Jobs show here once the company has contacts with jobs."
      />
    )
  }
  if (jobs.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <Skeleton className="h-16 w-full rounded-xl" />
        <Skeleton className="h-16 w-full rounded-xl" />
      </div>
    )
  }
  if (jobs.error) return <QueryError error={jobs.error} onRetry={jobs.refetch} />
  if (jobs.jobs.length === 0) return <EmptyState icon={<Briefcase />} title="No jobs yet" />
  return <JobList jobs={jobs.jobs} />
}

function ContactsTab({
  company,
  people,
}: {
  company: Company
  people: readonly (Person | null | undefined)[]
}) {
  if (people.length === 0) {
    return (
      <EmptyState
        icon={<UsersRound />}
        title="No contacts yet"
        description="Pick a primary contact and others with Edit Company."
      />
    )
  }
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label="Contacts">
      {people.map((person, i) =>
        person === undefined ? (
          <li key={`loading-${i}`}>
            <Skeleton className="h-[76px] w-full rounded-xl" />
          </li>
        ) : person === null ? null : (
          <li key={person.id}>
            <Link
              to={`/crm/contacts/persons/${person.id}`}
              className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-xs transition-all outline-none hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <Avatar name={person.name} src={person.avatar || undefined} />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  <span className="truncate">{person.name}</span>
                  {person.id === company.primary_contact ? (
                    <Badge variant="secondary">Primary contact</Badge>
                  ) : null}
                </span>
                {person.email ? (
                  <span className="flex items-center gap-1.5 truncate text-sm text-muted-foreground">
                    <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                    {person.email}
                  </span>
                ) : null}
                {person.phone ? (
                  <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
                    <Phone aria-hidden="true" className="size-3.5 shrink-0" />
                    {person.phone}
                  </span>
                ) : null}
              </div>
            </Link>
          </li>
        ),
      )}
    </ul>
  )
}

function NotesTab({ company }: { company: Company }) {
  const update = useUpdateCompany(company.id)
  const [text, setText] = useState(company.notes)
  const isChanged = text !== company.notes
  return (
    <form
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs"
      onSubmit={(event) => {
        event.preventDefault()
        update.mutate(
          { notes: text, version: company.version },
          {
            onSuccess: () => toastSuccess('Notes saved'),
            onError: (error) => toastError('Error', error.message),
          },
        )
      }}
    >
      <Label htmlFor="company-notes-text">Notes about {company.name}</Label>
      <Textarea
        id="company-notes-text"
        rows={6}
        maxLength={10_000}
        placeholder="Gate codes, preferred hours, who signs off on work…"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <div className="flex justify-end">
        <Button
          type="submit"
          className="min-h-11 sm:min-h-9"
          disabled={!isChanged || update.isPending}
        >
          {update.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {update.isPending ? 'Saving…' : 'Save Notes'}
        </Button>
      </div>
    </form>
  )
}

function CompanyDetailSkeleton() {
  return (
    <Page aria-busy="true">
      <span className="sr-only" role="status">
        Loading company
      </span>
      <Skeleton className="h-4 w-32" />
      <div className="flex items-center gap-4">
        <Skeleton className="size-16 rounded-xl" />
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
