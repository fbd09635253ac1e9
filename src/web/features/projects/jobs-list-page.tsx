import { useInfiniteQuery } from '@tanstack/react-query'
import { Briefcase, CalendarDays, Plus, X } from 'lucide-react'
import type { Person } from '../../../domain/crm/person'
import type { Crew } from '../../../domain/team/crew'
import { jobStatuses, jobStatusLabel } from '../../../domain/projects/job-status'
import { useInfiniteList } from '../../data/use-infinite-list'
import { Page } from '../../components/layout/page'
import { ListPageHeader } from '../../components/layout/list-page-header'
import { Badge } from '../../components/ui/badge'
import { Select } from '../../components/ui/select'
import { EmptyState } from '../../components/ui/empty-state'
import { lookupName, useRecordsById } from '../../data/use-records-by-id'
import { DEFAULT_JOB_SORT, isJobSort, JOB_SORTS, jobQueries } from './api'
import { JobCard, JobCardSkeleton } from './job-card'
import { LinkButton } from '../../components/link-button'
import { listCountLine, PagedCardList } from '../../components/paged-card-list'
import { SearchBox } from '../../components/search-box'
import { useSearchParam } from '../../lib/use-search-param'
import { FilterTabs, useFilterTabs } from '../../components/filter-tabs'
import { Can } from '../../lib/access'

const NEW_JOB_HREF = '/projects/jobs/new'
const statusTabs = [
  { value: 'all' as const, label: 'All' },
  ...jobStatuses.map((s) => ({ value: s, label: jobStatusLabel(s) })),
]

export function JobsListPage() {
  const statusFilter = useFilterTabs(statusTabs, 'status')
  const [filter, setFilter] = useSearchParam('filter')
  const [search, setSearch] = useSearchParam('q')
  const [sortParam, setSort] = useSearchParam('sort')
  const sort = isJobSort(sortParam) ? sortParam : DEFAULT_JOB_SORT
  const status = statusFilter.value === 'all' ? undefined : statusFilter.value
  const isToday = filter === 'today'
  const q = (search ?? '').trim()

  const listParams = {
    status,
    filter: isToday ? ('today' as const) : undefined,
    q: q || undefined,
    sort,
  }
  const query = useInfiniteQuery(jobQueries.list(listParams))
  const paged = useInfiniteList(query)
  const clients = useRecordsById<Person>(
    'persons',
    paged.items.map((j) => j.client_person_id),
  )
  const crews = useRecordsById<Crew>(
    'crews',
    paged.items.map((j) => j.assigned_crew_id),
  )

  const list = (
    <PagedCardList
      query={query}
      list={paged}
      label="Jobs"
      search={q}
      plural="jobs"
      searchHint="Try a title or an address."
      skeleton={<JobCardSkeleton />}
      empty={
        <EmptyState
          icon={<Briefcase />}
          title={isToday ? 'No jobs today' : 'No jobs here yet'}
          action={
            <Can permission="jobs:write">
              <LinkButton to={NEW_JOB_HREF}>Create Job</LinkButton>
            </Can>
          }
        />
      }
      getKey={(job) => job.id}
      renderItem={(job) => (
        <JobCard
          job={job}
          clientName={lookupName(clients, job.client_person_id)}
          crewName={lookupName(crews, job.assigned_crew_id)}
        />
      )}
      estimateRowHeight={170}
    />
  )

  return (
    <Page>
      <ListPageHeader
        exportCsv={{ collection: 'jobs', params: listParams }}
        title="Jobs"
        description={listCountLine(paged, { singular: 'job', suffix: isToday ? ' today' : '' })}
        actions={
          <>
            <LinkButton to="/projects/calendar" icon={CalendarDays} variant="outline">
              Calendar
            </LinkButton>
            <Can permission="jobs:write">
              <LinkButton to={NEW_JOB_HREF} icon={Plus}>
                Create Job
              </LinkButton>
            </Can>
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
          isSearching={paged.isStale}
          className="w-full max-w-md"
        />
        <div className="flex items-center gap-2 sm:ml-auto">
          <label htmlFor="job-sort" className="shrink-0 text-sm font-medium">
            Sort
          </label>
          <Select
            id="job-sort"
            className="sm:w-56"
            value={sort}
            onChange={(event) => {
              const next = event.currentTarget.value
              setSort(next === DEFAULT_JOB_SORT ? null : next)
            }}
          >
            {JOB_SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
        {isToday ? (
          <Badge variant="secondary" className="h-8 gap-1 pr-1 text-sm">
            Today only
            <button
              type="button"
              aria-label="Show all days"
              onClick={() => setFilter(null)}
              className="inline-flex size-6 cursor-pointer items-center justify-center rounded hover:bg-background"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </Badge>
        ) : null}
      </div>

      <FilterTabs {...statusFilter} label="Job status" phoneLayout={4}>
        {list}
      </FilterTabs>
    </Page>
  )
}
