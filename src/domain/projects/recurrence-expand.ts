// A series' visits in a period: its RRULE expanded in the business's time zone with rrule-temporal
// (decision 057), so a 9:00 visit stays 9:00 local time across daylight saving changes. Pure: the
// period and the zone come in as arguments.
import { TZDate } from '@date-fns/tz'
import { RRuleTemporal } from 'rrule-temporal'

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** 'YYYYMMDDTHHMMSS' of an instant's wall time in `timeZone` (RFC 5545's local DATE-TIME). */
export function localStamp(epochMs: number, timeZone: string): string {
  const t = new TZDate(epochMs, timeZone)
  return `${pad(t.getFullYear(), 4)}${pad(t.getMonth() + 1)}${pad(t.getDate())}T${pad(t.getHours())}${pad(t.getMinutes())}${pad(t.getSeconds())}`
}

export type Expansion = {
  /** The RRULE text (no DTSTART). */
  rule: string
  timeZone: string
  /** The first visit's start (DTSTART), epoch ms. */
  startsAt: number
}

/** At most this many occurrences per call: a daily rule over a year is 366. */
export const MAX_EXPANSION = 2000

function ruleOf({ rule, timeZone, startsAt }: Expansion): RRuleTemporal {
  return new RRuleTemporal({
    rruleString: `DTSTART;TZID=${timeZone}:${localStamp(startsAt, timeZone)}\nRRULE:${rule}`,
  })
}

/** The occurrences (epoch ms) starting in [from, to), earliest first. */
export function occurrencesBetween(series: Expansion, from: number, to: number): number[] {
  if (to <= from) return []
  const rule = ruleOf(series)
  const found: number[] = []
  // between() is inclusive with `true`; the end is made exclusive here.
  for (const zdt of rule.between(new Date(from), new Date(to), true)) {
    const at = zdt.epochMilliseconds
    if (at >= from && at < to) found.push(at)
    if (found.length >= MAX_EXPANSION) break
  }
  return found
}

/** How many occurrences come before `at` (from the first): the index of an occurrence. */
export function occurrencesBefore(series: Expansion, at: number): number {
  return occurrencesBetween(series, series.startsAt, at).length
}
