import { describe, expect, it } from 'vitest'
import { matches } from '../shared/condition'
import { msInPeriod, shiftsInPeriodCondition, weekFigures, weekPeriod } from './shift-hours'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const EMPLOYEE = '00000000-0000-4000-8000-000000000001'
/** Monday 23 November 2026, 15:00 UTC. */
const NOW = Date.UTC(2026, 10, 23, 15)
/** Sunday 22 November 2026, 00:00 UTC. */
const SUNDAY = Date.UTC(2026, 10, 22)

describe('weekPeriod', () => {
  it('runs from Sunday midnight to the next Sunday, in UTC', () => {
    expect(weekPeriod(NOW, 0)).toEqual({ start: SUNDAY, end: SUNDAY + 7 * DAY })
  })

  it("follows the user's time zone", () => {
    // New York (UTC-5): Sunday local midnight is 05:00 UTC.
    expect(weekPeriod(NOW, -300)).toEqual({
      start: SUNDAY + 5 * HOUR,
      end: SUNDAY + 7 * DAY + 5 * HOUR,
    })
    // Sunday 22 Nov 01:00 UTC is still Saturday evening in New York: the week before.
    expect(weekPeriod(SUNDAY + HOUR, -300).start).toBe(SUNDAY - 7 * DAY + 5 * HOUR)
    // Saturday 28 Nov 23:00 UTC is already Sunday in Tokyo (UTC+9): the next week there.
    expect(weekPeriod(SUNDAY + 7 * DAY - HOUR, 540).start).toBe(SUNDAY + 7 * DAY - 9 * HOUR)
  })

  it('keeps a Sunday in its own week', () => {
    expect(weekPeriod(SUNDAY, 0).start).toBe(SUNDAY)
    expect(weekPeriod(SUNDAY + 7 * DAY - 1, 0).start).toBe(SUNDAY)
  })
})

describe('weekFigures', () => {
  const week = weekPeriod(NOW, 0)
  const shift = (start: number, hours: number) => ({
    starts_at: start,
    ends_at: start + hours * HOUR,
  })

  it('adds the hours of the week and pays them at the hourly rate', () => {
    const shifts = [shift(SUNDAY + DAY + 8 * HOUR, 8), shift(SUNDAY + 2 * DAY + 8 * HOUR, 4.5)]
    expect(weekFigures(shifts, 32.5, week)).toEqual({ hours: 12.5, earnings: 406.25 })
    expect(weekFigures([], 32.5, week)).toEqual({ hours: 0, earnings: 0 })
  })

  it('counts only the part of a shift inside the week', () => {
    // Saturday 22:00 to Sunday 06:00: two hours in this week, six in the next.
    const acrossEnd = shift(week.end - 2 * HOUR, 8)
    expect(msInPeriod(acrossEnd, week)).toBe(2 * HOUR)
    // Saturday of the week before, 20:00 to Sunday 04:00: four hours in this week.
    const acrossStart = shift(week.start - 4 * HOUR, 8)
    expect(weekFigures([acrossStart, acrossEnd], 20, week)).toEqual({ hours: 6, earnings: 120 })
    expect(msInPeriod(shift(week.end, 3), week)).toBe(0)
    expect(msInPeriod(shift(week.start - 3 * HOUR, 3), week)).toBe(0)
  })

  it('pays the exact time, rounded to the cent once', () => {
    const twentyMinutes = { starts_at: SUNDAY + DAY, ends_at: SUNDAY + DAY + 20 * 60_000 }
    expect(weekFigures([twentyMinutes], 30, week)).toEqual({ hours: 0.33, earnings: 10 })
  })

  it('asks the store for the shifts that share time with the week', () => {
    const condition = shiftsInPeriodCondition(EMPLOYEE, week)
    const row = (start: number, hours: number, employee_id = EMPLOYEE) => ({
      employee_id,
      ...shift(start, hours),
    })
    expect(matches(row(week.start - 2 * HOUR, 4), condition)).toBe(true)
    expect(matches(row(week.end - HOUR, 4), condition)).toBe(true)
    expect(matches(row(week.end, 4), condition)).toBe(false)
    expect(matches(row(week.start - 4 * HOUR, 4), condition)).toBe(false)
    expect(matches(row(week.start, 4, '00000000-0000-4000-8000-000000000009'), condition)).toBe(
      false,
    )
  })
})
