import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Briefcase, CalendarDays, LoaderCircle, Plus, Search, SearchX, X } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import type { Person } from '../../../domain/crm/person'
import { jobStatuses, jobStatusLabel, type JobStatus } from '../../../domain/projects/job-status'
import { VirtualList } from '../../components/virtual-list'
import { useInfiniteList } from '../../data/use-infinite-list'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { QueryError } from '../../components/query-error'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { Skeleton } from '../../components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { useRecordsById } from '../../data/use-records-by-id'
import { formatTotal } from '../../lib/format'
import { SEARCH_PAUSE_MS } from '../../components/search-box'
import { useDebouncedCallback } from '../../lib/use-debounced-callback'
import { jobQueries, pickerQueries } from './api'
import { JobCard, JobCardSkeleton } from './job-card'

/** Short enough that results show within 150 ms of the last keystroke; older requests are aborted. */
const NEW_JOB_HREF = '/projects/jobs/new'
type Tab = 'all' | JobStatus
const isStatus = (value: string | null): value is JobStatus =>
  value !== null && (jobStatuses as readonly string[]).includes(value)

export function JobsListPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const statusParam = searchParams.get('status')
  const status = isStatus(statusParam) ? statusParam : undefined
  const isToday = searchParams.get('filter') === 'today'
  const q = (searchParams.get('q') ?? '').trim()
  const tab: Tab = status ?? 'all'

  const query = useInfiniteQuery(
    jobQueries.list({ status, filter: isToday ? 'today' : undefined, q: q || undefined }),
  )
  const paged = useInfiniteList(query)
  const { items: jobs, total, totalCapped, isStale: isSearching } = paged
  const clients = useRecordsById<Person>(
    'persons',
    jobs.map((j) => j.client_person_id),
  )
  const crews = useQuery(pickerQueries.crews())
  const crewName = (id: string | null) =>
    id ? crews.data?.items.find((c) => c.id === id)?.name : null

  function update(change: (next: URLSearchParams) => void) {
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        change(next)
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }
  const setSearch = useDebouncedCallback((text: string) => {
    update((next) => (text.trim() ? next.set('q', text.trim()) : next.delete('q')))
  }, SEARCH_PAUSE_MS)

  const countLine =
    total !== undefined ? (
      <span aria-live="polite">
        {formatTotal(total, totalCapped, 'job')}
        {isToday ? ' today' : ''}
      </span>
    ) : (
      <Skeleton className="h-4 w-20" />
    )

  const list = paged.isPending ? (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <JobCardSkeleton key={i} />
      ))}
    </div>
  ) : query.isError && jobs.length === 0 ? (
    <QueryError error={query.error} onRetry={() => void query.refetch()} />
  ) : jobs.length === 0 ? (
    q ? (
      <EmptyState
        icon={<SearchX />}
        title="No jobs match your search"
        description={`Nothing found for “${q}”. Try a title or an address.`}
      />
    ) : (
      <EmptyState
        icon={<Briefcase />}
        title={isToday ? 'No jobs today' : 'No jobs here yet'}
        action={
          <Button asChild>
            <Link to={NEW_JOB_HREF}>Create Job</Link>
          </Button>
        }
      />
    )
  ) : (
    <VirtualList
      label="Jobs"
      items={jobs}
      total={totalCapped ? undefined : total}
      getKey={(job) => job.id}
      renderItem={(job) => {
        const client = clients.get(job.client_person_id)
        return (
          <JobCard
            job={job}
            clientName={client === undefined ? undefined : (client?.name ?? null)}
            crewName={crewName(job.assigned_crew_id)}
          />
        )
      }}
      columns={{ base: 1, sm: 2, xl: 3 }}
      estimateRowHeight={170}
      paging={paged}
      isStale={isSearching}
    />
  )

  return (
    <Page>
      <PageHeader
        title="Jobs"
        description={countLine}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/projects/calendar">
                <CalendarDays aria-hidden="true" />
                Calendar
              </Link>
            </Button>
            <Button asChild>
              <Link to={NEW_JOB_HREF}>
                <Plus aria-hidden="true" />
                Create Job
              </Link>
            </Button>
          </>
        }
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full max-w-md" role="search">
          <Label htmlFor="job-search" className="sr-only">
            Search jobs
          </Label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="job-search"
            type="search"
            placeholder="Search by title or address"
            defaultValue={q}
            onChange={(event) => setSearch(event.currentTarget.value)}
            autoComplete="off"
            className="pr-9 pl-9"
          />
          {isSearching ? (
            <LoaderCircle
              aria-label="Searching"
              className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
            />
          ) : null}
        </div>
        {isToday ? (
          <Badge variant="secondary" className="h-8 gap-1 pr-1 text-sm">
            Today only
            <button
              type="button"
              aria-label="Show all days"
              onClick={() => update((next) => next.delete('filter'))}
              className="inline-flex size-6 cursor-pointer items-center justify-center rounded hover:bg-background"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </Badge>
        ) : null}
      </div>

      <Tabs
        value={tab}
        onValueChange={(value) =>
          update((next) => (value === 'all' ? next.delete('status') : next.set('status', value)))
        }
      >
        <TabsList
          aria-label="Job status"
          className="grid h-auto w-full grid-cols-4 sm:inline-flex sm:h-10 sm:w-fit"
        >
          <TabsTrigger value="all" className="min-h-11 sm:min-h-0">
            All
          </TabsTrigger>
          {jobStatuses.map((s) => (
            <TabsTrigger key={s} value={s} className="min-h-11 px-1 sm:min-h-0 sm:px-3">
              {jobStatusLabel(s)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={tab}>{list}</TabsContent>
      </Tabs>
    </Page>
  )
}
