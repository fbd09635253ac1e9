// The calendar's week: Sunday to Saturday in the user's local time (SPEC section 9), named in the
// URL by its Sunday ('2026-11-22').
import { startOfDateInput, toDateInputValue } from '../../lib/date-input'

export const DAYS_IN_WEEK = 7

/** Local midnight of the Sunday on or before `epochMs`. */
export function startOfWeek(epochMs: number): number {
  const d = new Date(epochMs)
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() - d.getDay()).getTime()
}

/** The local midnights of the seven days from `weekStart` (DST-safe: by calendar day, not 24 h). */
export function weekDays(weekStart: number): number[] {
  const d = new Date(weekStart)
  return Array.from({ length: DAYS_IN_WEEK }, (_, i) =>
    new Date(d.getFullYear(), d.getMonth(), d.getDate() + i).getTime(),
  )
}

export function addWeeks(weekStart: number, weeks: number): number {
  const d = new Date(weekStart)
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + weeks * DAYS_IN_WEEK).getTime()
}

/** The week the `week` URL parameter names (any day of it works), or the week of `now`. */
export function weekFromParam(param: string | null, now: number): number {
  const day = param ? startOfDateInput(param) : null
  return startOfWeek(day ?? now)
}

export function weekParam(weekStart: number): string {
  return toDateInputValue(weekStart)
}

/** [start, end) of the week, the range the calendar asks the API for. */
export function weekRange(weekStart: number): { from: number; to: number } {
  return { from: weekStart, to: addWeeks(weekStart, 1) }
}

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' })
const monthOnly = new Intl.DateTimeFormat('en-US', { month: 'long' })

/** 'November 2026'; a week across two months: 'November – December 2026' (or two years). */
export function monthYearHeading(weekStart: number): string {
  const days = weekDays(weekStart)
  const first = new Date(days[0] ?? weekStart)
  const last = new Date(days[days.length - 1] ?? weekStart)
  if (first.getMonth() === last.getMonth()) return monthYear.format(first)
  if (first.getFullYear() === last.getFullYear()) {
    return `${monthOnly.format(first)} – ${monthYear.format(last)}`
  }
  return `${monthYear.format(first)} – ${monthYear.format(last)}`
}

/** The local day key ('YYYY-MM-DD') a job falls on. */
export function dayKey(epochMs: number): string {
  return toDateInputValue(epochMs)
}
