// Timesheet weeks (issue #32 section 3): Sunday to Saturday as the calendar's, in the business's
// time zone, named by their Sunday; an approved week is locked against every change of its time.
import { AppError } from '../shared/app-error'
import { addDays, dayBounds, dayOf } from '../projects/today'
import { WEEK_APPROVED, type TimeEntry } from './time-api'
import type { TimesheetRecord } from './timesheet-record'

export const NOT_A_SUNDAY = 'week must be the Sunday that starts the week'

/** The weekday of a calendar day (0: Sunday), with no time zone involved. */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay()

/** The Sunday that starts the week holding calendar day `day`. */
export const sundayOf = (day: string): string => addDays(day, -weekdayOf(day))

export const isSunday = (day: string): boolean => weekdayOf(day) === 0

/** The Sunday (YYYY-MM-DD) that starts the week instant `at` falls in, in `zone`. */
export function weekStartOf(at: number, zone: string): string {
  const day = dayOf(at, zone)
  return addDays(day, -weekdayOf(day))
}

/** The instants [start, end) of the week that starts on Sunday `weekStart` in `zone`. */
export function weekBounds(weekStart: string, zone: string): { start: number; end: number } {
  return {
    start: dayBounds(weekStart, zone).start,
    end: dayBounds(addDays(weekStart, 7), zone).start,
  }
}

/**
 * The weeks (their Sundays) that an entry's time falls in: from its start's to its end's (an open
 * entry: to now's), the end itself excluded (an entry ending at midnight stays in its week).
 */
export function weeksOf(
  entry: Pick<TimeEntry, 'starts_at' | 'ends_at'>,
  zone: string,
  now: number,
): string[] {
  const end = Math.max(entry.starts_at, (entry.ends_at ?? Math.max(now, entry.starts_at)) - 1)
  const last = weekStartOf(end, zone)
  const weeks = [weekStartOf(entry.starts_at, zone)]
  while (weeks.at(-1)! < last) weeks.push(addDays(weeks.at(-1)!, 7))
  return weeks
}

/** Refuses a change of time in an approved week (409). */
export function assertWeeksOpen(records: readonly (TimesheetRecord | null)[]): void {
  if (records.some((r) => r?.status === 'approved')) {
    throw new AppError('INVALID_STATE', WEEK_APPROVED)
  }
}
