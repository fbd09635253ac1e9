import { useInfiniteQuery } from '@tanstack/react-query'
import { Briefcase, CalendarDays, Plus, X } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import type { Person } from '../../../domain/crm/person'
import type { Crew } from '../../../domain/team/crew'
import { jobStatuses, jobStatusLabel, type JobStatus } from '../../../domain/projects/job-status'
import { VirtualList } from '../../components/virtual-list'
import { useInfiniteList } from '../../data/use-infinite-list'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { useRecordsById } from '../../data/use-records-by-id'
import { jobQueries } from './api'
import { JobCard, JobCardSkeleton } from './job-card'
import { countLine, ListStates } from '../../components/list-states'
import { SearchBox } from '../../components/search-box'

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
  const crews = useRecordsById<Crew>(
    'crews',
    jobs.map((j) => j.assigned_crew_id),
  )
  const crewName = (id: string | null) => (id ? crews.get(id)?.name : null)

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
  const setSearch = (text: string) =>
    update((next) => (text ? next.set('q', text) : next.delete('q')))

  const list = (
    <ListStates
      isPending={paged.isPending}
      skeleton={<JobCardSkeleton />}
      error={query.error}
      onRetry={() => void query.refetch()}
      isEmpty={jobs.length === 0}
      search={q}
      plural="jobs"
      searchHint="Try a title or an address."
      empty={
        <EmptyState
          icon={<Briefcase />}
          title={isToday ? 'No jobs today' : 'No jobs here yet'}
          action={
            <Button asChild>
              <Link to={NEW_JOB_HREF}>Create Job</Link>
            </Button>
          }
        />
      }
    >
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
    </ListStates>
  )

  return (
    <Page>
      <PageHeader
        title="Jobs"
        description={countLine({
          total,
          isCapped: totalCapped,
          isPending: paged.isPending,
          singular: 'job',
          suffix: isToday ? ' today' : '',
        })}
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
        <SearchBox
          id="job-search"
          label="Search jobs"
          placeholder="Search by title or address"
          defaultValue={q}
          onSearch={setSearch}
          isSearching={isSearching}
          className="w-full max-w-md"
        />
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
