import { describe, expect, it } from 'vitest'
import { DAY_MS, dayKeys, monthPeriod, revenuePeriods, upcomingPeriod } from './periods'

// Monday 23 November 2026, 15:00 UTC.
const NOW = Date.UTC(2026, 10, 23, 15)

describe('revenuePeriods', () => {
  it('is today and the 29 days before, then the 30 days before that, back to back', () => {
    const { current, previous } = revenuePeriods(NOW, 0)
    expect(current.start).toBe(Date.UTC(2026, 9, 25))
    expect(current.end).toBe(Date.UTC(2026, 10, 24))
    expect(current.end - current.start).toBe(30 * DAY_MS)
    expect(previous.end).toBe(current.start)
    expect(previous.end - previous.start).toBe(30 * DAY_MS)
  })

  it('follows the local day', () => {
    // 02:00 UTC on Nov 24 is still Nov 23 in New York (UTC-5).
    const { current } = revenuePeriods(Date.UTC(2026, 10, 24, 2), -300)
    expect(current.end).toBe(Date.UTC(2026, 10, 24, 5))
  })
})

describe('upcomingPeriod', () => {
  it('runs seven days from the start of today', () => {
    expect(upcomingPeriod(NOW, 0)).toEqual({
      start: Date.UTC(2026, 10, 23),
      end: Date.UTC(2026, 10, 30),
    })
  })
})

describe('dayKeys', () => {
  it('names each local day of a period', () => {
    const keys = dayKeys(revenuePeriods(NOW, 0).current, 0)
    expect(keys).toHaveLength(30)
    expect(keys[0]).toBe('2026-10-25')
    expect(keys.at(-1)).toBe('2026-11-23')
    expect(dayKeys(revenuePeriods(NOW, 600).current, 600).at(-1)).toBe('2026-11-24')
  })
})

describe('monthPeriod', () => {
  it('covers this month and the 11 before it', () => {
    const { period, keys } = monthPeriod(NOW, 0)
    expect(keys).toHaveLength(12)
    expect(keys[0]).toBe('2025-12')
    expect(keys.at(-1)).toBe('2026-11')
    expect(period).toEqual({ start: Date.UTC(2025, 11, 1), end: Date.UTC(2026, 11, 1) })
  })

  it('crosses the year and shifts with the time zone', () => {
    const { period, keys } = monthPeriod(Date.UTC(2026, 0, 1, 2), -300, 3)
    expect(keys).toEqual(['2025-10', '2025-11', '2025-12'])
    expect(period.start).toBe(Date.UTC(2025, 9, 1, 5))
    expect(period.end).toBe(Date.UTC(2026, 0, 1, 5))
  })
})
