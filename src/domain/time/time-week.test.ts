import { describe, expect, it } from 'vitest'
import { WEEK_APPROVED } from './time-api'
import { openTimesheet } from './timesheet-record'
import { assertWeeksOpen, isSunday, weekBounds, weekStartOf, weeksOf } from './time-week'

const EMPLOYEE = '00000000-0000-4000-8000-000000000001'

describe('timesheet weeks', () => {
  it("start on the Sunday of the business's calendar", () => {
    // Sunday 18 January 2026, 03:00 UTC is still Saturday the 17th in Chicago.
    const at = Date.UTC(2026, 0, 18, 3)
    expect(weekStartOf(at, 'UTC')).toBe('2026-01-18')
    expect(weekStartOf(at, 'America/Chicago')).toBe('2026-01-11')
    expect(isSunday('2026-01-18')).toBe(true)
    expect(isSunday('2026-01-17')).toBe(false)
  })

  it('run from local midnight to local midnight seven days on, across a DST change', () => {
    const { start, end } = weekBounds('2026-03-08', 'America/Chicago')
    expect(start).toBe(Date.UTC(2026, 2, 8, 6))
    expect(end).toBe(Date.UTC(2026, 2, 15, 5))
  })

  it('are the weeks an entry touches, its end excluded; an open one up to now', () => {
    const sat = Date.UTC(2026, 0, 17, 22)
    const sunMidnight = Date.UTC(2026, 0, 18)
    expect(weeksOf({ starts_at: sat, ends_at: sunMidnight }, 'UTC', 0)).toEqual(['2026-01-11'])
    expect(weeksOf({ starts_at: sat, ends_at: sunMidnight + 1 }, 'UTC', 0)).toEqual([
      '2026-01-11',
      '2026-01-18',
    ])
    expect(weeksOf({ starts_at: sat, ends_at: null }, 'UTC', Date.UTC(2026, 0, 26))).toEqual([
      '2026-01-11',
      '2026-01-18',
      '2026-01-25',
    ])
  })

  it('lock their time once approved', () => {
    const open = openTimesheet(EMPLOYEE, '2026-01-11')
    expect(() => assertWeeksOpen([null, open, { ...open, status: 'submitted' }])).not.toThrow()
    expect(() => assertWeeksOpen([open, { ...open, status: 'approved' }])).toThrow(WEEK_APPROVED)
  })
})
