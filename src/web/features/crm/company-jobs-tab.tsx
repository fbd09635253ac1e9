// The Jobs tab of a company: the jobs of its contacts.
import { Briefcase } from 'lucide-react'
import { ListSkeleton } from '../../components/card-skeleton'
import { QueryError } from '../../components/query-error'
import { EmptyState } from '../../components/ui/empty-state'
import { useCompanyJobs } from './company-api'
import { JobList } from '../../components/job-list'

export function CompanyJobsTab({ contactIds }: { contactIds: readonly string[] }) {
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
  if (jobs.isPending) return <ListSkeleton rows={2} />
  if (jobs.error) return <QueryError error={jobs.error} onRetry={jobs.refetch} />
  if (jobs.jobs.length === 0) return <EmptyState icon={<Briefcase />} title="No jobs yet" />
  return <JobList jobs={jobs.jobs} />
}
