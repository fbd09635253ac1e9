// /today (issue #32 section 1): the crew's day on a phone. A day's jobs of my crews (a Crew user's
// own; the other roles every crew, with a crew filter) in route order, the next day's below as
// compact cards, a day switcher with the day in the URL (?date=YYYY-MM-DD). The office (Owner,
// Office, Foreman) drags a job, or moves it up or down, among the jobs at its start time. In server mode the day
// clock (clock-card.tsx) heads the page.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarCheck } from 'lucide-react'
import { format } from 'date-fns'
import { useEffect, useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import type { Job } from '../../../domain/projects/job'
import {
  addDays,
  canMoveInRoute,
  dayOf,
  isDayString,
  type TodayDay,
  type TodayJob,
} from '../../../domain/projects/today'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { QueryError } from '../../components/query-error'
import { RenderedLater } from '../../components/rendered-later'
import { EmptyState } from '../../components/ui/empty-state'
import { Label } from '../../components/ui/label'
import { Skeleton } from '../../components/ui/skeleton'
import { useAccess } from '../../lib/access'
import { useAfterPaint } from '../../lib/use-after-paint'
import { useLoadedModule } from '../../lib/use-loaded-module'
import { isDemoMode } from '../../lib/env'
import { mapsLink } from '../../lib/maps-link'
import { toastError } from '../../lib/toast'
import { ClockCard } from './clock-card'
import { JobFieldActions } from './job-field-actions'
import { todayQueries, useMoveInRoute, type RouteTarget } from './today-api'
import { TodayDateSwitcher } from './today-date-switcher'
import { TodayJobCard, type RouteMoveControls } from './today-job-card'
import { TodayJobNotes } from './today-job-notes'
import { prefetchWorkOrders, TodayWorkOrder } from './today-work-order'
import type { RouteDragItemProps } from './today-route-drag'

/** 'Friday, November 27' of a YYYY-MM-DD day (a calendar day: no time zone involved). */
export function dayLabel(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return format(new Date(y, m - 1, d), 'EEEE, MMMM d')
}

// Loaded for the roles that use them, so a Crew user's first page carries none of their code: the
// route order's drag (dnd-kit; the office's cards wait for it, the field app asks for it with the
// session: loadRouteDrag) and the crew filter (the record picker; a placeholder until it is here,
// asked for once the cards are painted).
export const loadRouteDrag = () => import('./today-route-drag')
const loadCrewFilter = () => import('./crew-filter-picker')

/** A card of a role that does not order the route: no grip. */
function PlainItem({ children }: RouteDragItemProps) {
  return <li className="rounded-xl">{children(null)}</li>
}

const mapsHrefOf = (address: string): string =>
  mapsLink(address, navigator.userAgent, navigator.maxTouchPoints > 1)

export function TodayPage() {
  const access = useAccess()
  const [searchParams, setSearchParams] = useSearchParams()
  const dateParam = searchParams.get('date')
  const date = dateParam && isDayString(dateParam) ? dateParam : undefined
  const crewId = searchParams.get('crew') ?? undefined
  const today = useQuery(todayQueries.day({ date, crewId }))
  const moveInRoute = useMoveInRoute()
  const [now] = useState(() => Date.now())
  // The route order is the office's (Owner, Office, Foreman); a Crew user sees it only.
  const canOrder = access.can('jobs:write')
  const canFilter = access.canAll('jobs:read')
  // The day clock needs the server: the browser-only demo keeps no time (TIME_NEEDS_THE_SERVER).
  // Someone to clock: the user's own employee record, or the office's chosen crew (no card that
  // loads only to vanish, for an Owner who is not an employee).
  const drag = useLoadedModule(loadRouteDrag, canOrder)
  const routeDrag = drag.module
  const isLoadingCards = today.isPending || (canOrder && !routeDrag && !drag.hasFailed)
  // After the cards are painted: its code (the record picker, 30 KB gzipped) is not theirs to wait for.
  const crewFilter = useLoadedModule(
    loadCrewFilter,
    useAfterPaint(canFilter && !isLoadingCards),
  ).module
  const queryClient = useQueryClient()
  const dayJobIds = today.data?.day.items.map((card) => card.job.id).join(',') ?? ''
  useEffect(() => {
    // The day's work orders, asked for once they can be shown: kept on the phone for the field.
    if (dayJobIds) prefetchWorkOrders(queryClient, dayJobIds.split(','))
  }, [dayJobIds, queryClient])
  const hasClock =
    !isDemoMode &&
    access.can('time:write') &&
    (Boolean(access.actor.employee_id) || (canFilter && crewId !== undefined))

  function update(change: (next: URLSearchParams) => void) {
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        change(next)
        return next
      },
      { preventScrollReset: true },
    )
  }

  const answer = today.data
  const zone = answer?.time_zone
  const shownDay = answer?.day.date ?? date
  const todayDay = zone ? dayOf(now, zone) : undefined
  const isToday = date === undefined || date === todayDay

  const moveInDay = (day: TodayDay, id: string, to: RouteTarget) =>
    moveInRoute.mutate(
      { jobs: day.items.map((c) => c.job), id, to },
      { onError: (error) => toastError('Could not change the route order', error.message) },
    )

  const movesOf = (day: TodayDay, job: Job): RouteMoveControls | null => {
    if (!canOrder) return null
    const jobs = day.items.map((c) => c.job)
    const canMoveUp = canMoveInRoute(jobs, job.id, 'up')
    const canMoveDown = canMoveInRoute(jobs, job.id, 'down')
    // Only jobs that share their start time with another have an order to set.
    if (!canMoveUp && !canMoveDown) return null
    return {
      canMoveUp,
      canMoveDown,
      isMoving: moveInRoute.isPending,
      onMove: (move) => moveInDay(day, job.id, move),
    }
  }

  const cardOf = (day: TodayDay, card: TodayJob, isCompact: boolean, dragHandle?: ReactNode) => (
    <TodayJobCard
      card={card}
      timeZone={answer?.time_zone ?? 'UTC'}
      mapsHref={mapsHrefOf(card.job.address)}
      isCompact={isCompact}
      moves={movesOf(day, card.job)}
      dragHandle={dragHandle}
      workOrder={
        isCompact ? null : (
          <>
            <TodayWorkOrder jobId={card.job.id} title={card.job.title} />
            {/* The job's notes, for the roles that write jobs (a Crew user reads them on the job's page). */}
            {canOrder ? <TodayJobNotes job={card.job} /> : null}
          </>
        )
      }
      fieldActions={
        isCompact ? null : (
          // The cards first (the page's largest text), their actions in the next slices.
          <RenderedLater fallback={<Skeleton className="h-36 w-full rounded-xl" />}>
            <JobFieldActions job={card.job} />
          </RenderedLater>
        )
      }
    />
  )

  // The day's cards: the office drags them into its route order (today-route-drag.tsx), the drag
  // area around the list (its live region is no list item).
  const dayCards = (day: TodayDay): ReactNode => {
    const list = (DragItem: typeof PlainItem) => (
      <ol className="flex flex-col gap-3">
        {day.items.map((card) => (
          <DragItem
            key={card.job.id}
            id={card.job.id}
            title={card.job.title}
            canDrag={movesOf(day, card.job) !== null && !moveInRoute.isPending}
          >
            {(handle) => cardOf(day, card, false, handle)}
          </DragItem>
        ))}
      </ol>
    )
    if (!routeDrag) return list(PlainItem)
    const { RouteDragArea, RouteDragItem } = routeDrag
    const titleOf = (id: string) => day.items.find((c) => c.job.id === id)?.job.title ?? 'The job'
    return (
      <RouteDragArea titleOf={titleOf} onDrop={(id, overId) => moveInDay(day, id, { overId })}>
        {list(RouteDragItem)}
      </RouteDragArea>
    )
  }

  const nextDayCards = (day: TodayDay): ReactNode =>
    day.items.map((card) => <li key={card.job.id}>{cardOf(day, card, true)}</li>)

  return (
    <Page className="max-w-3xl gap-5 px-3 sm:px-4">
      <PageHeader title="Today" description={shownDay ? dayLabel(shownDay) : ' '} />

      {hasClock ? <ClockCard crewId={canFilter ? crewId : undefined} /> : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        {shownDay ? (
          <TodayDateSwitcher
            date={shownDay}
            isToday={isToday}
            onChange={(next) =>
              update((params) =>
                next === null || next === todayDay
                  ? params.delete('date')
                  : params.set('date', next),
              )
            }
          />
        ) : (
          <Skeleton className="h-11 w-72" />
        )}
        {canFilter ? (
          <div className="flex flex-col gap-1">
            <Label htmlFor="today-crew">Crew</Label>
            {crewFilter ? (
              <crewFilter.CrewFilterPicker
                id="today-crew"
                className="h-11 sm:w-56"
                value={crewId}
                onChange={(value) =>
                  update((next) => (value ? next.set('crew', value) : next.delete('crew')))
                }
              />
            ) : (
              <Skeleton className="h-11 sm:w-56" />
            )}
          </div>
        ) : null}
      </div>

      {isLoadingCards ? (
        <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading jobs">
          <Skeleton className="h-48 rounded-xl" />
          <Skeleton className="h-48 rounded-xl" />
        </div>
      ) : answer ? (
        <>
          <section aria-labelledby="today-day" className="flex flex-col gap-3">
            <h2 id="today-day" className="text-lg font-semibold">
              {isToday ? "Today's jobs" : `Jobs on ${dayLabel(answer.day.date)}`}
            </h2>
            {answer.day.items.length === 0 ? (
              <EmptyState
                icon={<CalendarCheck />}
                title={isToday ? 'No jobs today' : 'No jobs this day'}
                description="Jobs scheduled for your crews show here in route order."
              />
            ) : (
              dayCards(answer.day)
            )}
          </section>
          <section aria-labelledby="today-next" className="flex flex-col gap-3">
            <h2 id="today-next" className="text-lg font-semibold">
              {isToday ? 'Tomorrow' : dayLabel(addDays(answer.day.date, 1))}
            </h2>
            {answer.next_day.items.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                {isToday ? 'No jobs tomorrow' : 'No jobs that day'}
              </p>
            ) : (
              <RenderedLater>
                <ol className="flex flex-col gap-2">{nextDayCards(answer.next_day)}</ol>
              </RenderedLater>
            )}
          </section>
        </>
      ) : today.isError ? (
        <QueryError error={today.error} onRetry={() => void today.refetch()} />
      ) : null}
    </Page>
  )
}
