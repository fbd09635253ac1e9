// The Jobs tab of a person: the jobs they are the client of.
import { useInfiniteQuery } from '@tanstack/react-query'
import { Briefcase } from 'lucide-react'
import { ListSkeleton } from '../../components/card-skeleton'
import { QueryLoadMore } from '../../components/load-more'
import { QueryError } from '../../components/query-error'
import { EmptyState } from '../../components/ui/empty-state'
import { personQueries } from './api'
import { JobList } from '../../components/job-list'

export function PersonJobsTab({ personId }: { personId: string }) {
  const jobs = useInfiniteQuery(personQueries.jobRows(personId))
  if (jobs.isPending) return <ListSkeleton />
  if (jobs.isError) return <QueryError error={jobs.error} onRetry={() => void jobs.refetch()} />
  if (jobs.data.items.length === 0) {
    return <EmptyState icon={<Briefcase />} title="No jobs yet" />
  }
  return (
    <>
      <JobList jobs={jobs.data.items} />
      <QueryLoadMore query={jobs} />
    </>
  )
}
