import { useQuery } from '@tanstack/react-query'
import {
  Briefcase,
  Clock,
  FileText,
  Image as ImageIcon,
  Mail,
  MapPin,
  MessageSquare,
  Pencil,
  Phone,
  Tag,
  Trash2,
  UserX,
} from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import type { Person } from '../../../domain/crm/person'
import { BackLink } from '../../components/back-link'
import { DeleteRecordDialog } from '../../components/delete-record-dialog'
import { Page } from '../../components/layout/page'
import { QueryError } from '../../components/query-error'
import { Avatar } from '../../components/ui/avatar'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { EmptyState } from '../../components/ui/empty-state'
import { Skeleton } from '../../components/ui/skeleton'
import { StatTiles } from '../../components/stat-tile'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { formatDate, formatDollars } from '../../lib/format'
import { toastSuccess } from '../../lib/toast'
import { useDocumentTitle } from '../../lib/use-document-title'
import { personQueries, useDeletePerson } from './api'
import { JobList } from './job-list'
import { PersonCallsTab } from './person-calls-tab'
import { PersonEditDialog } from './person-edit-dialog'
import { PersonNotesTab } from './person-notes-tab'
import { usePersonStats, type PersonStats } from './person-stats'
import { RecordLoadError } from '../../components/record-load-error'

const LIST_HREF = '/crm/contacts/persons'
const tabs = ['info', 'jobs', 'messages', 'media', 'notes', 'calls'] as const
type TabName = (typeof tabs)[number]
const tabTriggers: readonly { value: TabName; label: string }[] = [
  { value: 'info', label: 'Info' },
  { value: 'jobs', label: 'Jobs' },
  { value: 'messages', label: 'Messages' },
  { value: 'media', label: 'Media' },
  { value: 'notes', label: 'Notes' },
  { value: 'calls', label: 'Calls' },
]
const isTabName = (value: string | null): value is TabName =>
  value !== null && (tabs as readonly string[]).includes(value)

export function PersonDetailPage() {
  const { id = '' } = useParams()
  const person = useQuery(personQueries.detail(id))
  useDocumentTitle(person.data?.name ?? (person.isError ? 'Person not found' : 'Person'))

  if (person.isPending) return <PersonDetailSkeleton />
  if (person.isError) {
    return (
      <RecordLoadError
        error={person.error}
        onRetry={() => void person.refetch()}
        notFoundTitle="Person not found"
        icon={<UserX />}
        backTo={LIST_HREF}
        backLabel="Back to Persons"
      />
    )
  }
  return <PersonDetail person={person.data} />
}

function PersonDetail({ person }: { person: Person }) {
  const stats = usePersonStats(person.id)
  const [searchParams, setSearchParams] = useSearchParams()
  const tabParam = searchParams.get('tab')
  const tab: TabName = isTabName(tabParam) ? tabParam : 'info'

  function selectTab(value: string) {
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (value === 'info') next.delete('tab')
        else next.set('tab', value)
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }

  return (
    <Page>
      <BackLink to={LIST_HREF}>Back to Persons</BackLink>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={person.name} src={person.avatar || undefined} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h1 className="truncate text-2xl font-semibold tracking-tight md:text-[28px]">
            {person.name}
          </h1>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {person.email ? (
              <a
                href={`mailto:${person.email}`}
                className="inline-flex min-h-11 items-center gap-1.5 rounded hover:text-primary sm:min-h-0 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                <Mail aria-hidden="true" className="size-4" />
                {person.email}
              </a>
            ) : null}
            {person.phone ? (
              <a
                href={`tel:${person.phone}`}
                className="inline-flex min-h-11 items-center gap-1.5 rounded hover:text-primary sm:min-h-0 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                <Phone aria-hidden="true" className="size-4" />
                {person.phone}
              </a>
            ) : null}
            {person.location ? (
              <span className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4" />
                {person.location}
              </span>
            ) : null}
          </div>
          {person.tags.length > 0 ? (
            <div className="flex flex-wrap gap-1.5">
              {person.tags.map((tag) => (
                <Badge key={tag} variant="secondary">
                  {tag}
                </Badge>
              ))}
            </div>
          ) : null}
        </div>
        <PersonActions person={person} />
      </header>

      <PersonStatTiles stats={stats} />

      <Tabs value={tab} onValueChange={selectTab}>
        {/* Three per row on phones so every tab stays visible and easy to tap. */}
        <TabsList
          aria-label="Person details"
          className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:h-10 sm:w-fit"
        >
          {tabTriggers.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="min-h-11 sm:min-h-0">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="info">
          <InfoTab person={person} />
        </TabsContent>
        <TabsContent value="jobs">
          <JobsTab personId={person.id} />
        </TabsContent>
        <TabsContent value="messages">
          <MessagesTab personId={person.id} />
        </TabsContent>
        <TabsContent value="media">
          <MediaTab stats={stats} />
        </TabsContent>
        <TabsContent value="notes">
          <PersonNotesTab personId={person.id} />
        </TabsContent>
        <TabsContent value="calls">
          <PersonCallsTab person={person} />
        </TabsContent>
      </Tabs>
    </Page>
  )
}

/** Edit, delete (after saying what it would do), and start an estimate for this person. */
function PersonActions({ person }: { person: Person }) {
  const navigate = useNavigate()
  const [isEditing, setEditing] = useState(false)
  const [isDeleting, setDeleting] = useState(false)
  const remove = useDeletePerson(person.id)
  return (
    <div className="flex flex-wrap gap-2 sm:self-start">
      <Button asChild variant="outline" className="min-h-11 sm:min-h-9">
        <Link to={`/sales/estimates/new?client=${person.id}`}>
          <FileText aria-hidden="true" />
          New Estimate
        </Link>
      </Button>
      <Button variant="outline" className="min-h-11 sm:min-h-9" onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      <Button
        variant="outline"
        className="min-h-11 text-destructive hover:text-destructive sm:min-h-9"
        onClick={() => setDeleting(true)}
      >
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <PersonEditDialog person={person} open={isEditing} onOpenChange={setEditing} />
      <DeleteRecordDialog
        open={isDeleting}
        onOpenChange={setDeleting}
        collection="persons"
        id={person.id}
        label="Person"
        name={person.name}
        isDeleting={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setDeleting(false)
              toastSuccess('Person deleted', `${person.name} was removed from your contacts`)
              void navigate(LIST_HREF, { replace: true })
            },
          })
        }
      />
    </div>
  )
}

function PersonStatTiles({ stats }: { stats: PersonStats }) {
  return (
    <StatTiles
      items={[
        { label: 'Jobs', value: stats.jobs?.toString(), icon: Briefcase },
        { label: 'Messages', value: stats.messages?.toString(), icon: MessageSquare },
        { label: 'Photos', value: stats.photos?.toString(), icon: ImageIcon },
        {
          label: 'Total Spent',
          value: stats.totalSpent === undefined ? undefined : formatDollars(stats.totalSpent),
          icon: Tag,
        },
      ]}
    />
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

const notProvided = <span className="text-muted-foreground">Not provided</span>

function InfoTab({ person }: { person: Person }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contact information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          <InfoRow label="Name">{person.name}</InfoRow>
          <InfoRow label="Email">
            {person.email ? (
              <a
                className="inline-flex min-h-11 items-center text-primary hover:underline sm:min-h-0"
                href={`mailto:${person.email}`}
              >
                {person.email}
              </a>
            ) : (
              notProvided
            )}
          </InfoRow>
          <InfoRow label="Phone">
            {person.phone ? (
              <a
                className="inline-flex min-h-11 items-center text-primary hover:underline sm:min-h-0"
                href={`tel:${person.phone}`}
              >
                {person.phone}
              </a>
            ) : (
              notProvided
            )}
          </InfoRow>
          <InfoRow label="Location">{person.location || notProvided}</InfoRow>
          <InfoRow label="Tags">
            {person.tags.length > 0 ? (
              <span className="flex flex-wrap gap-1.5">
                {person.tags.map((tag) => (
                  <Badge key={tag} variant="secondary">
                    {tag}
                  </Badge>
                ))}
              </span>
            ) : (
              <span className="text-muted-foreground">No tags</span>
            )}
          </InfoRow>
          <InfoRow label="Customer since">{formatDate(person.created_at)}</InfoRow>
          <InfoRow label="Last activity">{formatDate(person.last_activity_at)}</InfoRow>
        </dl>
      </CardContent>
    </Card>
  )
}

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-2" aria-busy="true">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-16 w-full rounded-xl" />
      ))}
    </div>
  )
}

function JobsTab({ personId }: { personId: string }) {
  const jobs = useQuery(personQueries.jobs(personId))
  if (jobs.isPending) return <ListSkeleton />
  if (jobs.isError) return <QueryError error={jobs.error} onRetry={() => void jobs.refetch()} />
  if (jobs.data.items.length === 0) {
    return <EmptyState icon={<Briefcase />} title="No jobs yet" />
  }
  return <JobList jobs={jobs.data.items} />
}

function MessagesTab({ personId }: { personId: string }) {
  const messages = useQuery(personQueries.messages(personId))
  if (messages.isPending) return <ListSkeleton />
  if (messages.isError) {
    return <QueryError error={messages.error} onRetry={() => void messages.refetch()} />
  }
  if (messages.data.items.length === 0) {
    return <EmptyState icon={<MessageSquare />} title="No messages yet" />
  }
  return (
    <ul className="flex flex-col divide-y rounded-xl border bg-card shadow-xs">
      {messages.data.items.map((message) => (
        <li key={message.id} className="flex flex-col gap-1 p-4">
          <div className="flex items-start justify-between gap-3">
            <span className="flex items-center gap-2 font-medium">
              {message.subject}
              {message.unread ? <Badge>New</Badge> : null}
            </span>
            <span className="flex shrink-0 items-center gap-1.5 text-xs text-muted-foreground">
              <Clock aria-hidden="true" className="size-3.5" />
              {formatDate(message.updated_at)}
            </span>
          </div>
          <p className="line-clamp-2 text-sm text-muted-foreground">{message.last_text}</p>
        </li>
      ))}
    </ul>
  )
}

function MediaTab({ stats }: { stats: PersonStats }) {
  if (stats.photos === undefined) return <ListSkeleton />
  if (stats.media.length === 0) return <EmptyState icon={<ImageIcon />} title="No photos yet" />
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {stats.media.map((item) => (
        <li key={item.id}>
          <figure className="overflow-hidden rounded-xl border bg-card shadow-xs">
            <img
              src={item.url}
              alt={item.notes || 'Job photo'}
              loading="lazy"
              className="aspect-[4/3] w-full bg-muted object-cover"
            />
            <figcaption className="px-3 py-2 text-xs text-muted-foreground">
              {formatDate(item.taken_at)}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}

function PersonDetailSkeleton() {
  return (
    <Page aria-busy="true">
      <span className="sr-only" role="status">
        Loading person
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
