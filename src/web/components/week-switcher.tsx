// A week picker: previous week, this week, next week, each a 44 px target, and the week's days named
// between them. Weeks run Sunday to Saturday and are named by their Sunday (YYYY-MM-DD), as the
// calendar's; `onChange(null)` goes back to the current week.
import { format } from 'date-fns'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { addDays } from '../../domain/projects/today'
import { Button } from './ui/button'

const calendarDay = (day: string): Date => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d)
}

/** 'Nov 22 – 28, 2026', or 'Nov 29 – Dec 5, 2026' across a month. */
export function weekLabel(weekStart: string): string {
  const start = calendarDay(weekStart)
  const end = calendarDay(addDays(weekStart, 6))
  const sameMonth = start.getMonth() === end.getMonth()
  return `${format(start, 'MMM d')} – ${format(end, sameMonth ? 'd, yyyy' : 'MMM d, yyyy')}`
}

export type WeekSwitcherProps = {
  /** The Sunday of the week shown. */
  weekStart: string
  isThisWeek: boolean
  onChange: (weekStart: string | null) => void
}

export function WeekSwitcher({ weekStart, isThisWeek, onChange }: WeekSwitcherProps) {
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Week">
      <Button
        variant="outline"
        size="icon-lg"
        aria-label="Previous week"
        onClick={() => onChange(addDays(weekStart, -7))}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <Button
        variant="outline"
        className="h-11"
        aria-pressed={isThisWeek}
        onClick={() => onChange(null)}
      >
        This week
      </Button>
      <Button
        variant="outline"
        size="icon-lg"
        aria-label="Next week"
        onClick={() => onChange(addDays(weekStart, 7))}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
      <p className="text-sm font-medium" aria-live="polite">
        {weekLabel(weekStart)}
      </p>
    </div>
  )
}
