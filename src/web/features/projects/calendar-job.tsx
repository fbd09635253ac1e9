// One job on the calendar: a link to the job, a drag handle to move it to another day, and a
// 'Move to' button for keyboard and screen-reader users (and anyone who prefers picking a date).
import { useDraggable } from '@dnd-kit/core'
import { CalendarArrowUp, GripVertical } from 'lucide-react'
import { Link } from 'react-router'
import { jobEnd, type Job } from '../../../domain/projects/job'
import { JobStatusBadge } from '../../components/job-status-badge'
import { cn } from '../../lib/cn'
import { jobHref } from '../../lib/job-links'

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })

export type CalendarJobProps = {
  job: Job
  crewName: string | undefined
  /** Null for a role that may not reschedule: no drag handle and no Move button. */
  onMove: ((job: Job) => void) | null
  isMoving: boolean
}

export function CalendarJob({ job, crewName, onMove, isMoving }: CalendarJobProps) {
  const canMove = onMove !== null
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: job.id,
    data: { job },
    disabled: !canMove,
  })
  // The visit's span (issue #34): its start and, from its duration, its end.
  const time = timeFormat.formatRange(job.date, jobEnd(job))
  // Phones: one row (handle, job, move). Week columns on wider screens are narrow, so there the
  // handle, time and move button share a top row and the title gets the full width below.
  return (
    <div
      ref={setNodeRef}
      className={cn(
        'grid grid-cols-[auto_1fr_auto] rounded-lg border bg-card shadow-xs',
        isDragging && 'opacity-40',
        isMoving && 'animate-pulse',
      )}
    >
      {canMove ? (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${job.title} to another day`}
          className="col-start-1 row-start-1 flex w-11 cursor-grab touch-none items-center justify-center rounded-l-lg text-muted-foreground hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none active:cursor-grabbing md:h-8 md:w-7 md:rounded-l-none md:rounded-tl-lg"
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
      ) : (
        <span aria-hidden="true" className="col-start-1 row-start-1 w-3 md:h-8 md:w-2" />
      )}
      <span
        aria-hidden="true"
        className="col-start-2 row-start-1 hidden items-center text-xs text-muted-foreground tabular-nums md:flex"
      >
        {time}
      </span>
      <Link
        to={jobHref(job.id)}
        className="col-start-2 row-start-1 flex min-h-11 min-w-0 flex-col justify-center gap-0.5 py-1.5 text-sm outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 md:col-span-3 md:col-start-1 md:row-start-2 md:min-h-0 md:px-2 md:pt-0 md:pb-2"
      >
        <span className="text-xs text-muted-foreground tabular-nums md:sr-only">{time}</span>
        <span className="line-clamp-3 font-medium break-words">{job.title}</span>
        <span className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
          <JobStatusBadge status={job.status} />
          {crewName ? (
            <span className="truncate text-xs text-muted-foreground">{crewName}</span>
          ) : null}
        </span>
      </Link>
      {canMove ? (
        <button
          type="button"
          onClick={() => onMove(job)}
          aria-label={`Move ${job.title} to another date`}
          title="Move to…"
          className="col-start-3 row-start-1 flex w-11 cursor-pointer items-center justify-center rounded-r-lg text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none md:h-8 md:w-8 md:rounded-r-none md:rounded-tr-lg"
        >
          <CalendarArrowUp aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  )
}

/** What follows the pointer while a job is dragged. */
export function CalendarJobPreview({ job }: { job: Job }) {
  return (
    <div className="flex min-h-11 w-48 cursor-grabbing flex-col justify-center gap-0.5 rounded-lg border bg-card px-3 py-1.5 text-sm shadow-lg">
      <span className="text-xs text-muted-foreground">{timeFormat.format(job.date)}</span>
      <span className="line-clamp-2 font-medium">{job.title}</span>
    </div>
  )
}
