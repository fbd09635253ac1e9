// Steps through days or weeks named by a day (YYYY-MM-DD): previous, the current one, next, each a
// 44 px target, then what the caller adds (Today's date input, the timesheet's week range).
// `onChange(null)` goes back to the current day or week.
import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { addDays } from '../../domain/projects/today'
import { Button } from './ui/button'

const STEP = { day: { days: 1, name: 'day' }, week: { days: 7, name: 'week' } } as const

export type DayStepperProps = {
  unit: keyof typeof STEP
  /** The day shown, or the Sunday of the week shown. */
  value: string
  isCurrent: boolean
  /** 'Today', 'This week'. */
  currentLabel: string
  onChange: (value: string | null) => void
  className?: string
  children?: ReactNode
}

export function DayStepper({
  unit,
  value,
  isCurrent,
  currentLabel,
  onChange,
  className = 'flex flex-wrap items-center gap-2',
  children,
}: DayStepperProps) {
  const { days, name } = STEP[unit]
  return (
    <div className={className} role="group" aria-label={name === 'day' ? 'Day' : 'Week'}>
      <Button
        variant="outline"
        size="icon-lg"
        aria-label={`Previous ${name}`}
        onClick={() => onChange(addDays(value, -days))}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <Button
        variant="outline"
        className="h-11"
        aria-pressed={isCurrent}
        onClick={() => onChange(null)}
      >
        {currentLabel}
      </Button>
      <Button
        variant="outline"
        size="icon-lg"
        aria-label={`Next ${name}`}
        onClick={() => onChange(addDays(value, days))}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
      {children}
    </div>
  )
}
