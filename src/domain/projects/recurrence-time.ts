// Wall-time arithmetic of a series' visits in the business's time zone: a visit pushed back or moved
// keeps its local time across daylight saving changes. Apart from recurrence-expand.ts so that these
// cost nothing of the expansion library.
import { TZDate } from '@date-fns/tz'

/** The instant of the same wall time `days` days later in `timeZone` (DST keeps 9:00 at 9:00). */
export function addLocalDays(epochMs: number, days: number, timeZone: string): number {
  const t = new TZDate(epochMs, timeZone)
  return new TZDate(
    t.getFullYear(),
    t.getMonth(),
    t.getDate() + days,
    t.getHours(),
    t.getMinutes(),
    t.getSeconds(),
    0,
    timeZone,
  ).getTime()
}

/** The instant of `epochMs`'s local day at the wall time of `timeOf` (a moved start time). */
export function atLocalTimeOf(epochMs: number, timeOf: number, timeZone: string): number {
  const day = new TZDate(epochMs, timeZone)
  const time = new TZDate(timeOf, timeZone)
  return new TZDate(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    time.getHours(),
    time.getMinutes(),
    0,
    0,
    timeZone,
  ).getTime()
}

/** Whole local days from `a`'s day to `b`'s day in `timeZone`. */
export function localDaysBetween(a: number, b: number, timeZone: string): number {
  const da = new TZDate(a, timeZone)
  const db = new TZDate(b, timeZone)
  const ua = Date.UTC(da.getFullYear(), da.getMonth(), da.getDate())
  const ub = Date.UTC(db.getFullYear(), db.getMonth(), db.getDate())
  return Math.round((ub - ua) / 86_400_000)
}
