// 'Upcoming This Week': the next jobs that are not done, each opening the job; 'View Calendar'.
import { CalendarDays, CalendarCheck, MapPin } from 'lucide-react'
import { Link } from 'react-router'
import type { UpcomingJob } from '../../../domain/dashboard/dashboard-summary'
import { JobStatusBadge } from '../../components/job-status-badge'
import { Button } from '../../components/ui/button'
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { MediaLinesSkeleton } from '../../components/card-skeleton'
import { dayLabel } from './day-label'
import { jobHref } from '../../lib/job-links'

function UpcomingRow({ job, now }: { job: UpcomingJob; now: number }) {
  return (
    <li>
      <Link
        to={jobHref(job.id)}
        className="flex min-h-11 items-center gap-3 rounded-lg px-3 py-3 outline-none hover:bg-muted/70 focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:gap-4"
      >
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground sm:flex">
          <CalendarCheck aria-hidden="true" className="size-5" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="truncate text-sm font-medium">{job.title}</span>
          <span className="truncate text-xs text-muted-foreground">
            {dayLabel(job.date, now)}
            {job.client_name ? ` · ${job.client_name}` : ''}
          </span>
          <span className="hidden items-center gap-1 truncate text-xs text-muted-foreground md:flex">
            <MapPin aria-hidden="true" className="size-3 shrink-0" />
            <span className="truncate">{job.address}</span>
          </span>
        </span>
        <JobStatusBadge status={job.status} />
      </Link>
    </li>
  )
}

export function UpcomingWeek({ jobs, now }: { jobs: UpcomingJob[] | undefined; now: number }) {
  return (
    <Card role="region" className="gap-3 pb-3" aria-labelledby="upcoming-title">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle id="upcoming-title" className="text-base">
          Upcoming This Week
        </CardTitle>
        <p className="text-sm text-muted-foreground">The next jobs on the schedule</p>
        <CardAction>
          <Button variant="outline" size="sm" asChild className="min-h-9">
            <Link to="/projects/calendar">
              <CalendarDays aria-hidden="true" className="hidden sm:block" />
              View Calendar
            </Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="px-1 sm:px-3">
        {jobs === undefined ? (
          <ul aria-busy="true" className="flex flex-col gap-1">
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i}>
                <MediaLinesSkeleton
                  media="hidden size-10 sm:block"
                  lines={['h-4 w-2/3', 'h-3 w-1/2']}
                  className="gap-4 px-3 py-3"
                />
              </li>
            ))}
          </ul>
        ) : jobs.length === 0 ? (
          <p className="px-3 py-8 text-center text-sm text-muted-foreground">
            No jobs in the next 7 days.
          </p>
        ) : (
          <ul aria-label="Upcoming jobs" className="flex flex-col divide-y">
            {jobs.map((job) => (
              <UpcomingRow key={job.id} job={job} now={now} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
