// Jobs as linked rows (title, address, date, status): a client's jobs on person and company pages,
// an employee's active jobs.
import { Calendar, CalendarClock, MapPin } from 'lucide-react'
import { Link } from 'react-router'
import type { Job } from '../../domain/projects/job'
import { formatDate, formatDateTime } from '../lib/format'
import { JobStatusBadge } from './job-status-badge'
import { jobHref } from '../lib/job-links'

export type JobListProps = {
  jobs: readonly Job[]
  /** Show the time of day with the date (an employee's schedule), not the date alone. */
  hasTime?: boolean
}

export function JobList({ jobs, hasTime = false }: JobListProps) {
  const DateIcon = hasTime ? CalendarClock : Calendar
  return (
    <ul className="flex flex-col gap-2" aria-label="Jobs">
      {jobs.map((job) => (
        <li key={job.id}>
          <Link
            to={jobHref(job.id)}
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
                <DateIcon aria-hidden="true" className="size-3.5" />
                {hasTime ? formatDateTime(job.date) : formatDate(job.date)}
              </span>
              <JobStatusBadge status={job.status} />
            </div>
          </Link>
        </li>
      ))}
    </ul>
  )
}
