// One day column of the week: a drop target for dragged jobs, listing the day's jobs or 'No events'.
import { useDroppable } from '@dnd-kit/core'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'

const weekdayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short' })
const longFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
})

export function calendarDayLabel(dayStart: number): string {
  return longFormat.format(dayStart)
}

export function CalendarDay({
  id,
  dayStart,
  isToday,
  count,
  children,
}: {
  id: string
  dayStart: number
  isToday: boolean
  count: number
  children: ReactNode
}) {
  const { setNodeRef, isOver } = useDroppable({ id, data: { dayStart } })
  const label = calendarDayLabel(dayStart)
  return (
    <section
      ref={setNodeRef}
      aria-label={label}
      className={cn(
        'flex min-w-0 flex-col gap-2 rounded-xl border bg-card/60 p-2 transition-colors md:min-h-72',
        isToday && 'border-primary/50 bg-accent/40',
        isOver && 'border-primary bg-accent ring-2 ring-primary/30',
      )}
    >
      <h3 className="flex items-baseline justify-between gap-2 px-1">
        <span className="flex items-baseline gap-1.5">
          <span className="text-xs font-medium text-muted-foreground uppercase">
            {weekdayFormat.format(dayStart)}
          </span>
          <span
            className={cn(
              'text-lg font-semibold tabular-nums',
              isToday &&
                'flex size-7 items-center justify-center rounded-full bg-primary text-sm text-primary-foreground',
            )}
          >
            {new Date(dayStart).getDate()}
          </span>
          {isToday ? <span className="sr-only">(today)</span> : null}
        </span>
        {count > 0 ? (
          <span className="text-xs text-muted-foreground md:sr-only">
            {count} job{count === 1 ? '' : 's'}
          </span>
        ) : null}
      </h3>
      {count === 0 ? (
        <p className="px-1 py-2 text-sm text-muted-foreground md:py-4 md:text-center">No events</p>
      ) : (
        <ul className="flex flex-col gap-2">{children}</ul>
      )}
    </section>
  )
}
