// Recurrence rules and their expansion (issue #34 section 2): properties over many rules, starts and
// zones (no duplicates, COUNT and UNTIL kept, local time kept across daylight saving), and examples.
import { TZDate } from '@date-fns/tz'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { occurrencesBefore, occurrencesBetween } from './recurrence-expand'
import {
  describeRule,
  parseRule,
  repeatToRule,
  shiftRuleDays,
  withCount,
  WEEKDAYS,
  type Repeat,
} from './recurrence-rule'
import { addLocalDays, atLocalTimeOf, localDaysBetween } from './recurrence-time'

const DAY = 86_400_000
/** Two zones with daylight saving on different dates (March/November and April/October). */
const ZONES = ['America/New_York', 'Europe/Berlin'] as const

const wallTime = (at: number, zone: string) => {
  const t = new TZDate(at, zone)
  return `${t.getHours()}:${t.getMinutes()}`
}

const repeatArb: fc.Arbitrary<Repeat> = fc.record({
  freq: fc.constantFrom('DAILY' as const, 'WEEKLY' as const, 'MONTHLY' as const),
  interval: fc.integer({ min: 1, max: 4 }),
  by_day: fc.subarray([...WEEKDAYS]),
  monthly: fc.oneof(
    fc.record({ kind: fc.constant('day' as const), day: fc.integer({ min: 1, max: 28 }) }),
    fc.record({
      kind: fc.constant('weekday' as const),
      position: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const, -1 as const),
      weekday: fc.constantFrom(...WEEKDAYS),
    }),
  ),
  end: fc.oneof(
    fc.constant({ kind: 'never' as const }),
    fc.record({ kind: fc.constant('count' as const), count: fc.integer({ min: 1, max: 40 }) }),
    fc
      .integer({ min: 10, max: 500 })
      .map((days) => ({ kind: 'until' as const, until: `2026-${days}` })),
  ),
})

/** A start: a day in 2026 or 2027 at a whole or half hour between 6:00 and 18:30 local time. */
const startArb = (zone: string) =>
  fc
    .record({
      day: fc.integer({ min: 0, max: 700 }),
      hour: fc.integer({ min: 6, max: 18 }),
      half: fc.boolean(),
    })
    .map(({ day, hour, half }) =>
      new TZDate(2026, 0, 1 + day, hour, half ? 30 : 0, 0, 0, zone).getTime(),
    )

/** An until day `days` after the start, as the form writes it. */
const untilDay = (start: number, days: number, zone: string) => {
  const t = new TZDate(start + days * DAY, zone)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${t.getFullYear()}-${p(t.getMonth() + 1)}-${p(t.getDate())}`
}

/** The arbitrary's until (days after the start, as '2026-N') made a real day after the start. */
const withUntilDay = (raw: Repeat, startsAt: number, zone: string): Repeat =>
  raw.end.kind === 'until'
    ? {
        ...raw,
        end: { kind: 'until', until: untilDay(startsAt, Number(raw.end.until.slice(5)), zone) },
      }
    : raw

/** Long enough for COUNT visits of any rule of the arbitrary: 40 visits 4 weeks apart. */
const WINDOW_DAYS = 40 * 4 * 7 + 7

describe.each(ZONES)('expanding rules in %s', (zone) => {
  it('makes no duplicates, keeps the start’s local time, and keeps COUNT and UNTIL', () => {
    fc.assert(
      fc.property(repeatArb, startArb(zone), (raw, startsAt) => {
        const repeat = withUntilDay(raw, startsAt, zone)
        const rule = repeatToRule(repeat, zone)
        const parsed = parseRule(rule, zone)
        const to = startsAt + WINDOW_DAYS * DAY
        const all = occurrencesBetween({ rule, timeZone: zone, startsAt }, startsAt, to)
        expect(new Set(all).size).toBe(all.length)
        expect(all).toEqual([...all].sort((a, b) => a - b))
        for (const at of all) {
          expect(at).toBeGreaterThanOrEqual(startsAt)
          expect(wallTime(at, zone)).toBe(wallTime(startsAt, zone))
        }
        if (parsed.count !== null) expect(all.length).toBeLessThanOrEqual(parsed.count)
        if (parsed.count !== null && repeat.freq !== 'MONTHLY') {
          // Daily and weekly rules always find COUNT visits within the window.
          expect(all.length).toBe(parsed.count)
        }
        if (parsed.until !== null)
          for (const at of all) expect(at).toBeLessThanOrEqual(parsed.until)
      }),
      { numRuns: 120 },
    )
  })

  it('gives the same visits whatever periods the expansion is cut into (the rolling horizon)', () => {
    fc.assert(
      fc.property(
        repeatArb,
        startArb(zone),
        fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 5 }),
        (raw, startsAt, cuts) => {
          const repeat = withUntilDay(raw, startsAt, zone)
          const series = { rule: repeatToRule(repeat, zone), timeZone: zone, startsAt }
          const to = startsAt + 420 * DAY
          const whole = occurrencesBetween(series, startsAt, to)
          const edges = [startsAt, ...cuts.map((d) => startsAt + d * DAY).sort((a, b) => a - b), to]
          const pieces = edges
            .slice(1)
            .flatMap((end, i) => occurrencesBetween(series, edges[i]!, end))
          expect(pieces).toEqual(whole)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('keeps 9:00 at 9:00 across the daylight saving changes, weekly for a year', () => {
    const startsAt = new TZDate(2026, 0, 5, 9, 0, 0, 0, zone).getTime()
    const visits = occurrencesBetween(
      { rule: 'FREQ=WEEKLY;BYDAY=MO', timeZone: zone, startsAt },
      startsAt,
      startsAt + 365 * DAY,
    )
    expect(visits).toHaveLength(53)
    for (const at of visits) expect(wallTime(at, zone)).toBe('9:0')
    // The UTC hour changes at least once: the rule follows local time, not a fixed period.
    expect(new Set(visits.map((at) => new Date(at).getUTCHours())).size).toBe(2)
  })

  it('moves a visit by local days, keeping its wall time across a change', () => {
    fc.assert(
      fc.property(startArb(zone), fc.integer({ min: -60, max: 60 }), (at, days) => {
        const moved = addLocalDays(at, days, zone)
        expect(wallTime(moved, zone)).toBe(wallTime(at, zone))
        expect(localDaysBetween(at, moved, zone)).toBe(days)
      }),
    )
  })
})

describe('RRULE text', () => {
  it('writes and reads back the form’s choices', () => {
    const zone = 'America/Chicago'
    expect(
      repeatToRule(
        {
          freq: 'WEEKLY',
          interval: 2,
          by_day: ['TH', 'MO'],
          monthly: { kind: 'day', day: 1 },
          end: { kind: 'count', count: 10 },
        },
        zone,
      ),
    ).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;COUNT=10')
    expect(
      repeatToRule(
        {
          freq: 'MONTHLY',
          interval: 1,
          by_day: [],
          monthly: { kind: 'weekday', position: 2, weekday: 'TU' },
          end: { kind: 'until', until: '2027-01-31' },
        },
        zone,
      ),
    ).toBe('FREQ=MONTHLY;BYDAY=2TU;UNTIL=20270201T055959Z')
    expect(describeRule('FREQ=MONTHLY;BYDAY=2TU;COUNT=6', zone)).toBe(
      'Every month on the second Tuesday, 6 times',
    )
    expect(describeRule('FREQ=DAILY;INTERVAL=14', zone, true)).toBe(
      '14 days after the last visit was done',
    )
  })

  it('refuses what a series cannot be, with a sentence', () => {
    const zone = 'UTC'
    expect(() => parseRule('FREQ=HOURLY', zone)).toThrow('FREQ must be DAILY, WEEKLY or MONTHLY')
    expect(() => parseRule('FREQ=WEEKLY;COUNT=0', zone)).toThrow('COUNT must be a whole number')
    expect(() => parseRule('FREQ=WEEKLY;COUNT=3;UNTIL=20270101', zone)).toThrow('not both')
    expect(() => parseRule('FREQ=WEEKLY;BYHOUR=9', zone)).toThrow('does not support BYHOUR')
    expect(() => parseRule('FREQ=MONTHLY;BYDAY=TU', zone)).toThrow('needs its position')
    expect(() => parseRule('nonsense', zone)).toThrow()
  })

  it('moves a rule’s weekdays and replaces its count', () => {
    expect(shiftRuleDays('FREQ=WEEKLY;BYDAY=MO,SA;COUNT=4', 2)).toBe(
      'FREQ=WEEKLY;BYDAY=WE,MO;COUNT=4',
    )
    expect(shiftRuleDays('FREQ=MONTHLY;BYDAY=-1FR', 1)).toBe('FREQ=MONTHLY;BYDAY=-1SA')
    expect(withCount('FREQ=WEEKLY;COUNT=10', 6)).toBe('FREQ=WEEKLY;COUNT=6')
    expect(withCount('FREQ=WEEKLY;COUNT=10', null)).toBe('FREQ=WEEKLY')
  })

  it('counts the occurrences before one, and sets a day’s time from another instant', () => {
    const zone = 'Europe/Berlin'
    const startsAt = new TZDate(2026, 2, 2, 8, 0, 0, 0, zone).getTime()
    const series = { rule: 'FREQ=WEEKLY;COUNT=10', timeZone: zone, startsAt }
    const all = occurrencesBetween(series, startsAt, startsAt + 100 * DAY)
    expect(occurrencesBefore(series, all[4]!)).toBe(4)
    const at = atLocalTimeOf(all[5]!, new TZDate(2026, 0, 1, 14, 15, 0, 0, zone).getTime(), zone)
    expect(wallTime(at, zone)).toBe('14:15')
  })
})
