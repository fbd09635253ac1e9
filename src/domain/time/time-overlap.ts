// An employee's entries never share time (issue #32 section 3, as shifts): touching is fine, and an
// open entry runs on until it is closed, so nothing may be added after its start.
import { TZDate } from '@date-fns/tz'
import { AppError } from '../shared/app-error'
import { shiftTimeText } from '../team/shift'
import type { TimeEntry } from './time-api'

type Span = Pick<TimeEntry, 'starts_at' | 'ends_at'>

const endOf = (entry: Span) => entry.ends_at ?? Number.POSITIVE_INFINITY

export function entriesOverlap(a: Span, b: Span): boolean {
  return a.starts_at < endOf(b) && b.starts_at < endOf(a)
}

/** The earliest of `others` (the employee's other entries) that shares time with `entry`. */
export function firstOverlap<T extends Span & { id: string }>(
  entry: Span & { id: string },
  others: readonly T[],
): T | null {
  return others
    .filter((o) => o.id !== entry.id && entriesOverlap(entry, o))
    .reduce<T | null>((first, o) => (first && first.starts_at <= o.starts_at ? first : o), null)
}

/** Minutes east of UTC of `zone` at instant `at`. */
const offsetAt = (at: number, zone: string) => -new TZDate(at, zone).getTimezoneOffset()

/** 'Jan 14, 2026, 8:00 AM - 12:00 PM' in the business's zone; an open entry: '... - open'. */
export function entryTimeText(entry: Span, zone: string): string {
  const offset = offsetAt(entry.starts_at, zone)
  if (entry.ends_at === null) {
    return `${shiftTimeText({ starts_at: entry.starts_at, ends_at: entry.starts_at }, offset).replace(/ - .*$/, '')} - open`
  }
  return shiftTimeText({ starts_at: entry.starts_at, ends_at: entry.ends_at }, offset)
}

export function timeOverlapMessage(other: Span, zone: string): string {
  return `This time overlaps another entry of this employee (${entryTimeText(other, zone)})`
}

/** Refuses `entry` when it shares time with one of `others` (409 naming the other entry). */
export function assertNoOverlap(
  entry: Span & { id: string },
  others: readonly (Span & { id: string })[],
  zone: string,
): void {
  const other = firstOverlap(entry, others)
  if (other) {
    const message = timeOverlapMessage(other, zone)
    throw new AppError('INVALID_STATE', message, { starts_at: message })
  }
}
