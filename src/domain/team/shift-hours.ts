// Hours This Week and Earnings of the employee detail: the time of the employee's shifts inside this
// week (Sunday to Saturday in the user's local time, the calendar's week) at the hourly rate.
import { and, eq, lt, type Condition } from '../shared/condition'
import { fromCents, toCents } from '../shared/money'
import { localDayRange } from '../shared/list-query'
import type { Period } from '../dashboard/periods'
import type { Shift } from './shift'

const DAY = 86_400_000
const HOUR = 3_600_000

/**
 * This week, Sunday 00:00 to the next Sunday 00:00 local time. The offset is the user's offset now,
 * as every `tz` figure of the API: a DST change inside the week moves the ends by that hour.
 */
export function weekPeriod(now: number, tzOffsetMinutes: number): Period {
  const { start: today } = localDayRange(now, tzOffsetMinutes)
  // Day of the week of local midnight: read the local date as if it were UTC (0 = Sunday).
  const weekday = new Date(today + tzOffsetMinutes * 60_000).getUTCDay()
  const start = today - weekday * DAY
  return { start, end: start + 7 * DAY }
}

/** The employee's shifts that share any time with the period. */
export function shiftsInPeriodCondition(employeeId: string, period: Period): Condition {
  return and(eq('employee_id', employeeId), lt('starts_at', period.end), {
    op: 'gt',
    field: 'ends_at',
    value: period.start,
  })
}

/**
 * Milliseconds of the shift inside the period. A shift across the week's boundary (Saturday night
 * into Sunday) counts only its part inside the week: those hours are worked, and paid, in the week
 * they fall in, and the next week counts the rest.
 */
export function msInPeriod(shift: Pick<Shift, 'starts_at' | 'ends_at'>, period: Period): number {
  return Math.max(0, Math.min(shift.ends_at, period.end) - Math.max(shift.starts_at, period.start))
}

export type WeekFigures = {
  /** Hours worked in the week, rounded to 2 decimals. */
  hours: number
  /** Dollars: the exact hours times the hourly rate, rounded to the cent. */
  earnings: number
}

export function weekFigures(
  shifts: readonly Pick<Shift, 'starts_at' | 'ends_at'>[],
  hourlyRate: number,
  period: Period,
): WeekFigures {
  const ms = shifts.reduce((sum, shift) => sum + msInPeriod(shift, period), 0)
  return {
    hours: Math.round((ms / HOUR) * 100) / 100,
    // From the unrounded time, so 20 minutes at $30 is $10.00, not 0.33 h x $30 = $9.90.
    earnings: fromCents(Math.round((toCents(hourlyRate) * ms) / HOUR)),
  }
}
