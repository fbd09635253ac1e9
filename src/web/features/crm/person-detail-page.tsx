import { useQuery } from '@tanstack/react-query'
import {
  Briefcase,
  Calendar,
  Clock,
  Image as ImageIcon,
  Mail,
  MapPin,
  MessageSquare,
  Phone,
  PhoneCall,
  StickyNote,
  Tag,
  UserX,
  type LucideIcon,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import type { Person } from '../../../domain/crm/person'
import { BackLink } from '../../components/back-link'
import { JobStatusBadge } from '../../components/job-status-badge'
import { Page } from '../../components/layout/page'
import { QueryError } from '../../components/query-error'
import { Avatar } from '../../components/ui/avatar'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { EmptyState } from '../../components/ui/empty-state'
import { Skeleton } from '../../components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { isNotFound } from '../../data/api-error'
import { formatDate, formatDollars } from '../../lib/format'
import { useDocumentTitle } from '../../lib/use-document-title'
import { personQueries } from './api'
import { usePersonStats, type PersonStats } from './person-stats'

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
      <Page>
        <BackLink to={LIST_HREF}>Back to Persons</BackLink>
        {isNotFound(person.error) ? (
          <EmptyState
            icon={<UserX />}
            title={<span className="text-lg">Person not found</span>}
            description="It may have been deleted, or the link is wrong."
            action={
              <Button asChild variant="outline">
                <Link to={LIST_HREF}>Back to Persons</Link>
              </Button>
            }
          />
        ) : (
          <QueryError error={person.error} onRetry={() => void person.refetch()} />
        )}
      </Page>
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
        <div className="flex min-w-0 flex-col gap-2">
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
      </header>

      <StatTiles stats={stats} />

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
          <EmptyState icon={<StickyNote />} title="No notes yet" />
        </TabsContent>
        <TabsContent value="calls">
          <CallsTab person={person} />
        </TabsContent>
      </Tabs>
    </Page>
  )
}

function StatTiles({ stats }: { stats: PersonStats }) {
  const tiles: { label: string; value: string | undefined; icon: LucideIcon }[] = [
    { label: 'Jobs', value: stats.jobs?.toString(), icon: Briefcase },
    { label: 'Messages', value: stats.messages?.toString(), icon: MessageSquare },
    { label: 'Photos', value: stats.photos?.toString(), icon: ImageIcon },
    {
      label: 'Total Spent',
      value: stats.totalSpent === undefined ? undefined : formatDollars(stats.totalSpent),
      icon: Tag,
    },
  ]
  return (
    <section aria-label="Stats">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map(({ label, value, icon: Icon }) => (
          <div key={label} className="flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-xs">
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </dt>
            <dd className="text-2xl font-semibold tabular-nums">
              {value ?? <Skeleton className="mt-1 h-7 w-12" />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
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
  return (
    <ul className="flex flex-col gap-2">
      {jobs.data.items.map((job) => (
        <li key={job.id}>
          <Link
            to={`/projects/jobs/${job.id}`}
            className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-xs transition-all outline-none hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex min-w-0 flex-col gap-1">
              <span className="truncate font-medium">{job.title}</span>
              <span className="flex items-center gap-1.5 truncate text-sm text-muted-foreground">
                <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                {job.address}
              </span>
            </div>
            <div className="flex shrink-0 items-center gap-3">
              <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <Calendar aria-hidden="true" className="size-3.5" />
                {formatDate(job.date)}
              </span>
              <JobStatusBadge status={job.status} />
            </div>
          </Link>
        </li>
      ))}
    </ul>
  )
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

function CallsTab({ person }: { person: Person }) {
  return (
    <div className="flex flex-col gap-4">
      {person.phone ? (
        <Button asChild className="w-fit">
          <a href={`tel:${person.phone}`}>
            <PhoneCall aria-hidden="true" />
            Call {person.name}
          </a>
        </Button>
      ) : null}
      <EmptyState icon={<PhoneCall />} title="No calls logged yet" />
    </div>
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
