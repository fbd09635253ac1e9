// A week's worked time as rows of one day and one job (or none), each split into regular time and
// overtime: the hours worked after the 40th of the week, in time order, are overtime.
import type { Interval } from './intervals'
import type { WeekDay } from './week-days'
import type { WorkSegment } from './work-segments'

export const OVERTIME_AFTER_MS = 40 * 3_600_000

export type WeekRow = {
  date: string
  job_id: string | null
  regular_ms: number
  overtime_ms: number
}

const overlap = (a: Interval, b: Interval): number =>
  Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start))

/** Rows in day order, then by first worked; segments outside the week are left out. */
export function weekRows(segments: readonly WorkSegment[], days: readonly WeekDay[]): WeekRow[] {
  const rows = new Map<string, WeekRow>()
  let worked = 0
  const ordered = [...segments].sort((a, b) => a.start - b.start)
  for (const day of days) {
    for (const segment of ordered) {
      const ms = overlap(segment, day)
      if (ms === 0) continue
      const regular = Math.max(0, Math.min(ms, OVERTIME_AFTER_MS - worked))
      worked += ms
      const key = `${day.date} ${segment.job_id ?? ''}`
      const row = rows.get(key) ?? {
        date: day.date,
        job_id: segment.job_id,
        regular_ms: 0,
        overtime_ms: 0,
      }
      row.regular_ms += regular
      row.overtime_ms += ms - regular
      rows.set(key, row)
    }
  }
  return [...rows.values()]
}
