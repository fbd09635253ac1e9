// One job on Today (issue #32 section 1), built for a phone held in one hand: the time, the title
// (a link to the job page), the client, the address opening the phone's maps app, call and text
// links, the crew, checklist progress and the instructions for the crew; every target at least
// 44 px. The field actions (On my way, Start, Pause, Finish) go in the `fieldActions` slot.
import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import {
  ArrowDown,
  ArrowUp,
  ChevronRight,
  ListChecks,
  MapPin,
  MessageSquare,
  Phone,
  UserRound,
  UsersRound,
} from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { CREW_INSTRUCTIONS_LABEL } from '../../../domain/projects/crew-instructions'
import type { RouteMove, TodayJob } from '../../../domain/projects/today'
import { JobStatusBadge } from '../../components/job-status-badge'
import { Button } from '../../components/ui/button'
import { cn } from '../../lib/cn'
import { dialable } from '../../lib/maps-link'
import { jobHref } from '../../lib/job-links'

/** '8:00 AM' in the business's time zone (what the office scheduled), not the phone's. */
export const formatTodayTime = (at: number, zone: string): string =>
  format(new TZDate(at, zone), 'h:mm a')

/** The office's Move up / Move down of a card, or null where the route order is not theirs. */
export type RouteMoveControls = {
  canMoveUp: boolean
  canMoveDown: boolean
  isMoving: boolean
  onMove: (move: RouteMove) => void
}

export type TodayJobCardProps = {
  card: TodayJob
  timeZone: string
  /** The address's maps link for this phone (lib/maps-link.ts). */
  mapsHref: string
  /** Tomorrow's cards: no instructions, no field actions. */
  isCompact?: boolean
  moves?: RouteMoveControls | null
  /** The grip that drags the card in the route (today-route-drag.tsx), or null. */
  dragHandle?: ReactNode
  /** Where the field actions (JobFieldActions) render. */
  fieldActions?: ReactNode
  /** The job's work order under a disclosure (today-work-order.tsx), or null. */
  workOrder?: ReactNode
}

const actionLink =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border bg-background px-3 text-sm font-medium shadow-xs hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none'

export function TodayJobCard({
  card,
  timeZone,
  mapsHref,
  isCompact = false,
  moves = null,
  dragHandle = null,
  fieldActions = null,
  workOrder = null,
}: TodayJobCardProps) {
  const { job, client, crew, checklist } = card
  const titleId = useId()
  const phone = client?.phone ? dialable(client.phone) : ''
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs',
        isCompact && 'gap-2 p-3',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <p className="text-sm font-semibold text-primary tabular-nums">
            {formatTodayTime(job.date, timeZone)}
          </p>
          <h3 id={titleId} className="text-base font-semibold">
            <Link
              to={jobHref(job.id)}
              className="inline-flex min-h-11 items-center hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              {job.title}
            </Link>
          </h3>
        </div>
        <JobStatusBadge status={job.status} />
      </div>

      <div className="flex flex-col gap-1 text-sm text-muted-foreground">
        <span className="flex items-center gap-2">
          <UserRound aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{client?.name ?? 'Unknown Client'}</span>
        </span>
        <span className="flex items-center gap-2">
          <UsersRound aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{crew?.name ?? 'No crew assigned'}</span>
        </span>
      </div>

      <a
        href={mapsHref}
        className="inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-medium text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        aria-label={`Open ${job.address} in maps`}
      >
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        <span className="min-w-0 break-words">{job.address}</span>
      </a>

      {phone ? (
        <div className="grid grid-cols-2 gap-2">
          <a
            href={`tel:${phone}`}
            className={actionLink}
            aria-label={`Call ${client?.name ?? 'the client'}`}
          >
            <Phone aria-hidden="true" className="size-4" />
            Call
          </a>
          <a
            href={`sms:${phone}`}
            className={actionLink}
            aria-label={`Text ${client?.name ?? 'the client'}`}
          >
            <MessageSquare aria-hidden="true" className="size-4" />
            Text
          </a>
        </div>
      ) : null}

      {checklist.total > 0 ? (
        <p className="flex items-center gap-2 text-sm">
          <ListChecks aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span>
            Checklist: {checklist.done} of {checklist.total} done
          </span>
        </p>
      ) : null}

      {!isCompact ? workOrder : null}

      {!isCompact && job.crew_instructions ? (
        <div className="rounded-md bg-muted/60 p-3 text-sm">
          <p className="font-medium">{CREW_INSTRUCTIONS_LABEL}</p>
          <p className="whitespace-pre-line text-muted-foreground">{job.crew_instructions}</p>
        </div>
      ) : null}

      {/* field actions: JobFieldActions */}
      {!isCompact && fieldActions ? (
        <div className="flex flex-col gap-2">{fieldActions}</div>
      ) : null}

      <div className="flex items-center justify-between gap-2">
        <Link to={jobHref(job.id)} className={cn(actionLink, 'border-transparent shadow-none')}>
          Open job
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
        {moves ? (
          <div className="flex gap-2">
            {dragHandle}
            <Button
              variant="outline"
              size="icon-lg"
              aria-label={`Move ${job.title} up`}
              disabled={!moves.canMoveUp || moves.isMoving}
              onClick={() => moves.onMove('up')}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon-lg"
              aria-label={`Move ${job.title} down`}
              disabled={!moves.canMoveDown || moves.isMoving}
              onClick={() => moves.onMove('down')}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
          </div>
        ) : null}
      </div>
    </article>
  )
}
