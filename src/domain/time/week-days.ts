// A timesheet's week: Sunday to Saturday, as the calendar's, in the business's time zone.
import { AppError } from '../shared/app-error'
import { addDays, dayBounds, dayOf } from '../projects/today'

export const NOT_A_SUNDAY = 'A week starts on a Sunday'

export type WeekDay = { date: string; start: number; end: number }

/** Day of the week of a calendar day (0 = Sunday), no time zone involved. */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay()

/** The Sunday that starts the week holding `day`. */
export const sundayOf = (day: string): string => addDays(day, -weekdayOf(day))

/** The Sunday that starts the week holding instant `at` in `zone`. */
export const weekStartAt = (at: number, zone: string): string => sundayOf(dayOf(at, zone))

export function assertSunday(weekStart: string): void {
  if (weekdayOf(weekStart) !== 0) {
    throw new AppError('VALIDATION', NOT_A_SUNDAY, { week: NOT_A_SUNDAY })
  }
}

/** The 7 days of the week starting `weekStart`, each local midnight to local midnight. */
export function weekDays(weekStart: string, zone: string): WeekDay[] {
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays(weekStart, i)
    return { date, ...dayBounds(date, zone) }
  })
}

/** The instants [start, end) of the week. */
export function weekSpan(weekStart: string, zone: string): { start: number; end: number } {
  return {
    start: dayBounds(weekStart, zone).start,
    end: dayBounds(addDays(weekStart, 7), zone).start,
  }
}
