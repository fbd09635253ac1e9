import { CalendarClock, MapPin, UserRound, UsersRound } from 'lucide-react'
import { Link } from 'react-router'
import type { Job } from '../../../domain/projects/job'
import { JobStatusBadge } from '../../components/job-status-badge'
import { Skeleton } from '../../components/ui/skeleton'
import { formatDateTime } from '../../lib/format'

export function jobHref(id: string): string {
  return `/projects/jobs/${id}`
}

export type JobCardProps = {
  job: Job
  /** undefined while loading, null when the client does not exist */
  clientName: string | null | undefined
  crewName: string | null | undefined
}

export function JobCard({ job, clientName, crewName }: JobCardProps) {
  return (
    <Link
      to={jobHref(job.id)}
      className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs transition-all outline-none hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-semibold group-hover:text-primary">{job.title}</p>
        <JobStatusBadge status={job.status} />
      </div>
      <div className="flex flex-col gap-1.5 text-sm text-muted-foreground">
        <span className="flex min-w-0 items-center gap-2">
          <UserRound aria-hidden="true" className="size-3.5 shrink-0" />
          {clientName === undefined ? (
            <Skeleton className="h-3.5 w-28" />
          ) : (
            <span className="truncate">{clientName ?? 'Unknown Client'}</span>
          )}
        </span>
        <span className="flex min-w-0 items-center gap-2">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">{job.address}</span>
        </span>
        <span className="flex items-center gap-2">
          <CalendarClock aria-hidden="true" className="size-3.5 shrink-0" />
          {formatDateTime(job.date)}
        </span>
        <span className="flex items-center gap-2">
          <UsersRound aria-hidden="true" className="size-3.5 shrink-0" />
          {job.assigned_crew_id ? (crewName ?? 'Crew') : 'No crew assigned'}
        </span>
      </div>
    </Link>
  )
}

export function JobCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <div className="flex justify-between gap-3">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-5 w-16" />
      </div>
      <Skeleton className="h-3.5 w-1/2" />
      <Skeleton className="h-3.5 w-4/5" />
      <Skeleton className="h-3.5 w-2/5" />
    </div>
  )
}
