import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core'
import { useQuery } from '@tanstack/react-query'
import { ChevronLeft, ChevronRight, List } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import type { Job } from '../../../domain/projects/job'
import type { Crew } from '../../../domain/team/crew'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { LinkButton } from '../../components/link-button'
import { QueryError } from '../../components/query-error'
import { Button } from '../../components/ui/button'
import { Label } from '../../components/ui/label'
import { Skeleton } from '../../components/ui/skeleton'
import { useRecordsById } from '../../data/use-records-by-id'
import { moveToDay } from '../../lib/date-input'
import { useCan } from '../../lib/access'
import { formatDate } from '../../lib/format'
import { toastError, toastSuccess } from '../../lib/toast'
import { jobQueries, useRescheduleJob } from './api'
import { CalendarDay, calendarDayLabel } from './calendar-day'
import { CalendarJob, CalendarJobPreview } from './calendar-job'
import { CrewFilterPicker } from './crew-filter-picker'
import { MoveJobDialog } from './move-job-dialog'
import {
  addWeeks,
  dayKey,
  monthYearHeading,
  startOfWeek,
  weekDays,
  weekFromParam,
  weekParam,
  weekRange,
} from './week'

/** The day under the pointer (the dragged card is wider than a column); by overlap for the keyboard. */
const dayUnderPointer: CollisionDetection = (args) => {
  const hits = pointerWithin(args)
  return hits.length > 0 ? hits : rectIntersection(args)
}

export function CalendarPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const [now] = useState(() => Date.now())
  const weekStart = weekFromParam(searchParams.get('week'), now)
  const crewId = searchParams.get('crew') ?? undefined
  const params = { ...weekRange(weekStart), crewId }
  const jobs = useQuery(jobQueries.calendar(params))
  const reschedule = useRescheduleJob(params)
  // Rescheduling changes the job: a read-only role (Estimator, Crew) gets no drag and no Move.
  const canMove = useCan('jobs:write')
  const [dragged, setDragged] = useState<Job | null>(null)
  const [moving, setMoving] = useState<Job | null>(null)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  )

  const days = weekDays(weekStart)
  const todayKey = dayKey(now)
  const crews = useRecordsById<Crew>(
    'crews',
    (jobs.data?.items ?? []).map((job) => job.assigned_crew_id),
  )
  const crewName = (id: string | null) => (id ? crews.get(id)?.name : undefined)
  const byDay = new Map<string, Job[]>()
  for (const job of jobs.data?.items ?? []) {
    const key = dayKey(job.date)
    byDay.set(key, [...(byDay.get(key) ?? []), job])
  }

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
  const goToWeek = (start: number) =>
    update((next) =>
      start === startOfWeek(now) ? next.delete('week') : next.set('week', weekParam(start)),
    )

  function move(job: Job, date: number) {
    reschedule.mutate(
      { job, date },
      {
        onSuccess: (saved) => {
          toastSuccess('Job rescheduled', `${saved.title} moved to ${formatDate(saved.date)}`)
          setMoving(null)
        },
        onError: (error) => toastError('Could not move the job', error.message),
      },
    )
  }

  function onDragStart(event: DragStartEvent) {
    setDragged((event.active.data.current?.job as Job | undefined) ?? null)
  }
  function onDragEnd(event: DragEndEvent) {
    setDragged(null)
    const job = event.active.data.current?.job as Job | undefined
    const target = event.over ? String(event.over.id) : null
    if (!job || !target || target === dayKey(job.date)) return
    const date = moveToDay(job.date, target)
    if (date !== null) move(job, date)
  }

  const titleOf = (id: string | number) =>
    jobs.data?.items.find((j) => j.id === id)?.title ?? 'The job'
  const dayOf = (id: string | number | undefined) => {
    const day = days.find((d) => dayKey(d) === id)
    return day === undefined ? null : calendarDayLabel(day)
  }
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(active.id)} is over ${dayOf(over.id) ?? 'a day'}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} dropped on ${dayOf(over.id) ?? 'a day'}.`
        : `${titleOf(active.id)} was not moved.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  }

  return (
    <Page className="max-w-7xl">
      <PageHeader
        title="Calendar"
        description={
          canMove
            ? 'Drag a job to another day, or use its Move button, to reschedule it.'
            : "The week's jobs, day by day."
        }
        actions={
          <LinkButton to="/projects/jobs" icon={List} variant="outline">
            All Jobs
          </LinkButton>
        }
      />

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-center justify-between gap-3 sm:justify-start">
          <h2 className="text-xl font-semibold" aria-live="polite">
            {monthYearHeading(weekStart)}
          </h2>
          <div className="flex items-center gap-1">
            <Button
              variant="outline"
              size="icon"
              className="size-11 md:size-9"
              aria-label="Previous week"
              onClick={() => goToWeek(addWeeks(weekStart, -1))}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              className="h-11 md:h-9"
              onClick={() => goToWeek(startOfWeek(now))}
            >
              Today
            </Button>
            <Button
              variant="outline"
              size="icon"
              className="size-11 md:size-9"
              aria-label="Next week"
              onClick={() => goToWeek(addWeeks(weekStart, 1))}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor="calendar-crew" className="shrink-0">
            Crew
          </Label>
          <CrewFilterPicker
            id="calendar-crew"
            className="sm:w-56"
            value={crewId}
            onChange={(value) =>
              update((next) => (value ? next.set('crew', value) : next.delete('crew')))
            }
          />
        </div>
      </div>

      {jobs.isError ? (
        <QueryError error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={dayUnderPointer}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragged(null)}
          accessibility={{ announcements }}
        >
          <div
            className="grid grid-cols-1 gap-2 md:grid-cols-7"
            aria-busy={jobs.isPending || jobs.isPlaceholderData}
          >
            {days.map((day) => {
              const key = dayKey(day)
              const dayJobs = byDay.get(key) ?? []
              return jobs.isPending ? (
                <Skeleton key={key} className="h-28 rounded-xl md:h-72" />
              ) : (
                <CalendarDay
                  key={key}
                  id={key}
                  dayStart={day}
                  isToday={key === todayKey}
                  count={dayJobs.length}
                >
                  {dayJobs.map((job) => (
                    <li key={job.id}>
                      <CalendarJob
                        job={job}
                        crewName={crewName(job.assigned_crew_id)}
                        onMove={canMove ? setMoving : null}
                        isMoving={reschedule.isPending && reschedule.variables.job.id === job.id}
                      />
                    </li>
                  ))}
                </CalendarDay>
              )
            })}
          </div>
          <DragOverlay dropAnimation={null}>
            {dragged ? <CalendarJobPreview job={dragged} /> : null}
          </DragOverlay>
        </DndContext>
      )}

      <MoveJobDialog
        job={moving}
        isSaving={reschedule.isPending}
        onClose={() => setMoving(null)}
        onMove={move}
      />
    </Page>
  )
}
