// A week picker: previous week, this week, next week (day-stepper.tsx), and the week's days named
// after them. Weeks run Sunday to Saturday and are named by their Sunday (YYYY-MM-DD), as the
// calendar's; `onChange(null)` goes back to the current week.
import { format } from 'date-fns'
import { addDays } from '../../domain/projects/today'
import { DayStepper } from './day-stepper'

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
    <DayStepper
      unit="week"
      value={weekStart}
      isCurrent={isThisWeek}
      currentLabel="This week"
      onChange={onChange}
    >
      <p className="text-sm font-medium" aria-live="polite">
        {weekLabel(weekStart)}
      </p>
    </DayStepper>
  )
}
