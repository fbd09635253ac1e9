import { CalendarClock, MapPin, UserRound, UsersRound } from 'lucide-react'
import type { Job } from '../../../domain/projects/job'
import { JobStatusBadge } from '../../components/job-status-badge'
import { CardLink, IconLine, LoadingName } from '../../components/record-card'
import { CardSkeleton } from '../../components/card-skeleton'
import { formatDateTime } from '../../lib/format'
import { jobHref } from '../../lib/job-href'

export { jobHref }

export type JobCardProps = {
  job: Job
  /** undefined while loading, null when the client does not exist */
  clientName: string | null | undefined
  crewName: string | null | undefined
}

export function JobCard({ job, clientName, crewName }: JobCardProps) {
  return (
    <CardLink to={jobHref(job.id)}>
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-semibold group-hover:text-primary">{job.title}</p>
        <JobStatusBadge status={job.status} />
      </div>
      <div className="flex flex-col gap-1.5 text-sm text-muted-foreground">
        <IconLine icon={UserRound}>
          <LoadingName name={clientName} fallback="Unknown Client" />
        </IconLine>
        <IconLine icon={MapPin}>{job.address}</IconLine>
        <IconLine icon={CalendarClock}>{formatDateTime(job.date)}</IconLine>
        <IconLine icon={UsersRound}>
          {job.assigned_crew_id ? (crewName ?? 'Crew') : 'No crew assigned'}
        </IconLine>
      </div>
    </CardLink>
  )
}

export function JobCardSkeleton() {
  return (
    <CardSkeleton
      parts={[
        { bars: ['h-4 w-2/3', 'h-5 w-16'], spread: true },
        'h-3.5 w-1/2',
        'h-3.5 w-4/5',
        'h-3.5 w-2/5',
      ]}
    />
  )
}
