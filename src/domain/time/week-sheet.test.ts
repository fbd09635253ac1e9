import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dayBounds } from '../projects/today'
import type { TimeEntry } from './time-api'
import { runningIntervals } from './job-running'
import { weekSheet, type WeekSheetInput } from './week-sheet'

const HOUR = 3_600_000
const EMPLOYEE = '00000000-0000-4000-8000-000000000001'
const JOB = '00000000-0000-4000-8000-0000000000a1'
/** Sunday 22 November 2026. */
const WEEK = '2026-11-22'
const UTC = 'UTC'
const at = (day: string, hour: number, zone = UTC) => dayBounds(day, zone).start + hour * HOUR

let n = 0
function buildEntry(over: Partial<TimeEntry>): TimeEntry {
  n += 1
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    employee_id: EMPLOYEE,
    kind: 'work',
    starts_at: 0,
    ends_at: 0,
    source: 'clock',
    start_location: null,
    end_location: null,
    note: '',
    updated_by: null,
    created_at: 0,
    updated_at: 0,
    version: 1,
    ...over,
  }
}
const work = (start: number, hours: number) =>
  buildEntry({ starts_at: start, ends_at: start + hours * HOUR })

const sheet = (over: Partial<WeekSheetInput>) =>
  weekSheet({
    week_start: WEEK,
    zone: UTC,
    now: at('2026-12-01', 0),
    entries: [],
    jobs: [],
    shifts: [],
    hourly_rate: 30,
    ...over,
  })

describe('weekSheet', () => {
  it('flags the hours after the 40th as overtime, in time order', () => {
    const days = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']
    const exactly40 = sheet({ entries: days.map((d) => work(at(d, 8), 8)) })
    expect(exactly40.total_hours).toBe(40)
    expect(exactly40.overtime_hours).toBe(0)
    const more = sheet({
      entries: [...days.map((d) => work(at(d, 8), 8)), work(at('2026-11-28', 8), 2.5)],
    })
    expect(more.total_hours).toBe(42.5)
    expect(more.regular_hours).toBe(40)
    expect(more.overtime_hours).toBe(2.5)
    expect(more.rows.at(-1)).toMatchObject({
      date: '2026-11-28',
      regular_hours: 0,
      overtime_hours: 2.5,
    })
    // The base rate for every hour: 42.5 h x $30.
    expect(more.amount_cents).toBe(127_500)
  })

  it('splits a job across midnight between its two days', () => {
    const entries = [work(at('2026-11-23', 20), 6)]
    const running = runningIntervals(
      [
        { kind: 'start', at: at('2026-11-23', 22) },
        { kind: 'finish', at: at('2026-11-24', 1) },
      ],
      0,
    )
    const result = sheet({ entries, jobs: [{ job_id: JOB, title: 'Mow', running }] })
    const [monday, tuesday] = [result.days[1]!, result.days[2]!]
    expect(monday).toMatchObject({
      worked_hours: 4,
      other_hours: 2,
      jobs: [{ job_id: JOB, hours: 2 }],
    })
    expect(tuesday).toMatchObject({
      worked_hours: 2,
      other_hours: 1,
      jobs: [{ job_id: JOB, hours: 1 }],
    })
  })

  it("leaves out the job's paused time and the member's breaks", () => {
    const entries = [
      work(at('2026-11-23', 8), 2),
      buildEntry({ kind: 'break', starts_at: at('2026-11-23', 10), ends_at: at('2026-11-23', 11) }),
      work(at('2026-11-23', 11), 3),
    ]
    const running = runningIntervals(
      [
        { kind: 'start', at: at('2026-11-23', 8) },
        { kind: 'pause', at: at('2026-11-23', 9) },
        { kind: 'resume', at: at('2026-11-23', 9.5) },
        { kind: 'finish', at: at('2026-11-23', 12) },
      ],
      0,
    )
    const monday = sheet({ entries, jobs: [{ job_id: JOB, title: 'Mow', running }] }).days[1]!
    // On the job 8-9 and 9:30-10 and 11-12; the break 10-11 and the pause 9-9:30 are not job time.
    expect(monday).toMatchObject({ worked_hours: 5, break_hours: 1, other_hours: 2.5 })
    expect(monday.jobs).toEqual([{ job_id: JOB, title: 'Mow', hours: 2.5 }])
  })

  it('gives time two jobs share to the one started first', () => {
    const entries = [work(at('2026-11-23', 8), 4)]
    const first = {
      job_id: JOB,
      title: 'A',
      running: [{ start: at('2026-11-23', 8), end: at('2026-11-23', 11) }],
    }
    const second = {
      job_id: '00000000-0000-4000-8000-0000000000a2',
      title: 'B',
      running: [{ start: at('2026-11-23', 10), end: at('2026-11-23', 12) }],
    }
    const monday = sheet({ entries, jobs: [second, first] }).days[1]!
    expect(monday.jobs.map((j) => [j.title, j.hours])).toEqual([
      ['A', 3],
      ['B', 1],
    ])
    expect(monday.other_hours).toBe(0)
  })

  it('counts a week with a daylight-saving change in the business zone', () => {
    // 1 November 2026: New York falls back (a 25-hour Sunday); London did on 25 October.
    const week = '2026-11-01'
    for (const zone of ['America/New_York', 'Europe/London']) {
      const start = dayBounds(week, zone).start
      const result = sheet({
        week_start: week,
        zone,
        entries: [buildEntry({ starts_at: start, ends_at: dayBounds('2026-11-02', zone).start })],
      })
      expect(result.days[0]!.worked_hours).toBe(zone === 'America/New_York' ? 25 : 24)
      expect(result.days[0]!.date).toBe(week)
      expect(result.week_end).toBe('2026-11-07')
    }
  })

  it('counts an open entry until now and scheduled shifts beside', () => {
    const result = sheet({
      now: at('2026-11-23', 10),
      entries: [buildEntry({ starts_at: at('2026-11-23', 8), ends_at: null })],
      shifts: [{ starts_at: at('2026-11-21', 22), ends_at: at('2026-11-22', 6) }],
    })
    expect(result.total_hours).toBe(2)
    expect(result.scheduled_hours).toBe(6)
  })

  it("adds the rows' hours and amounts up to the week's totals", () => {
    const entry = fc
      .tuple(fc.integer({ min: 0, max: 7 * 24 * 60 - 1 }), fc.integer({ min: 1, max: 14 * 60 }))
      .map(([minute, length]) => ({ minute, length }))
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 12 }),
        fc.integer({ min: 1, max: 20_000 }),
        (list, rateCents) => {
          // Entries never overlap: lay them end to end from their random starts.
          let cursor = at(WEEK, 0)
          const entries = list.map(({ minute, length }) => {
            const start = Math.max(cursor, at(WEEK, 0) + minute * 60_000)
            cursor = start + length * 60_000
            return buildEntry({ starts_at: start, ends_at: cursor })
          })
          const running = [{ start: at(WEEK, 30), end: at(WEEK, 100) }]
          const result = sheet({
            entries,
            hourly_rate: rateCents / 100,
            jobs: [{ job_id: JOB, title: 'J', running }],
          })
          const hundredths = (h: number) => Math.round(h * 100)
          const rowsTotal = result.rows.reduce(
            (s, r) => s + hundredths(r.regular_hours) + hundredths(r.overtime_hours),
            0,
          )
          expect(rowsTotal).toBe(hundredths(result.total_hours))
          const daysTotal = result.days.reduce((s, d) => s + hundredths(d.worked_hours), 0)
          expect(daysTotal).toBe(hundredths(result.total_hours))
          expect(result.rows.reduce((s, r) => s + r.amount_cents, 0)).toBe(result.amount_cents)
          expect(hundredths(result.regular_hours)).toBeLessThanOrEqual(4000 + result.rows.length)
        },
      ),
    )
  })
})
