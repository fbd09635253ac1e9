// The time windows behind the dashboard and the reports, in the user's local time: "the last 30
// days" is today and the 29 days before it, compared with the 30 days before that.
import { localDayRange } from '../shared/list-query'
import { bucketKey } from '../shared/aggregate'

export const DAY_MS = 86_400_000
export const REVENUE_WINDOW_DAYS = 30
export const UPCOMING_DAYS = 7
export const REPORT_MONTHS = 12

/** [start, end): start inclusive, end exclusive, epoch ms. */
export type Period = { start: number; end: number }

export type RevenuePeriods = { current: Period; previous: Period }

/** The last 30 local days up to now (today included), and the 30 days before them. */
export function revenuePeriods(now: number, tzOffsetMinutes: number): RevenuePeriods {
  const { start: today, end: tomorrow } = localDayRange(now, tzOffsetMinutes)
  const start = today - (REVENUE_WINDOW_DAYS - 1) * DAY_MS
  return {
    // Up to the end of today: a payment recorded a moment from now still counts as today's.
    current: { start, end: tomorrow },
    previous: { start: start - REVENUE_WINDOW_DAYS * DAY_MS, end: start },
  }
}

/** From the start of today for 7 days: the dashboard's 'Upcoming This Week'. */
export function upcomingPeriod(now: number, tzOffsetMinutes: number): Period {
  const { start } = localDayRange(now, tzOffsetMinutes)
  return { start, end: start + UPCOMING_DAYS * DAY_MS }
}

/** The local days of a period, 'YYYY-MM-DD', oldest first. */
export function dayKeys(period: Period, tzOffsetMinutes: number): string[] {
  const keys: string[] = []
  for (let t = period.start; t < period.end; t += DAY_MS) {
    keys.push(bucketKey(t, 'day', tzOffsetMinutes))
  }
  return keys
}

/** This local month and the `months - 1` before it: their keys and where the first one starts. */
export function monthPeriod(
  now: number,
  tzOffsetMinutes: number,
  months = REPORT_MONTHS,
): { period: Period; keys: string[] } {
  const local = new Date(now + tzOffsetMinutes * 60_000)
  const year = local.getUTCFullYear()
  const month = local.getUTCMonth()
  const keys: string[] = []
  for (let i = months - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(year, month - i, 1))
    keys.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`)
  }
  const start = Date.UTC(year, month - (months - 1), 1) - tzOffsetMinutes * 60_000
  const end = Date.UTC(year, month + 1, 1) - tzOffsetMinutes * 60_000
  return { period: { start, end }, keys }
}
