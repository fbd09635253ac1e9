import { describe, expect, it } from 'vitest'
import { runInTimeZone } from '../../test/time-zone'
import { toDateInputValue } from '../../lib/date-input'
import {
  addWeeks,
  dayKey,
  monthYearHeading,
  startOfWeek,
  weekDays,
  weekFromParam,
  weekParam,
  weekRange,
} from './week'

runInTimeZone('America/Chicago')

const local = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h).getTime()

describe('calendar week', () => {
  it('starts on the Sunday on or before a day', () => {
    expect(weekParam(startOfWeek(local(2026, 11, 25, 15)))).toBe('2026-11-22') // a Wednesday
    expect(weekParam(startOfWeek(local(2026, 11, 22, 0)))).toBe('2026-11-22') // the Sunday itself
    expect(weekParam(startOfWeek(local(2026, 11, 28, 23)))).toBe('2026-11-22') // Saturday night
  })

  it('has seven days Sunday to Saturday, across a DST change', () => {
    const days = weekDays(local(2026, 11, 1)) // DST ends that Sunday in Chicago
    expect(days.map(toDateInputValue)).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ])
    expect(days.map((d) => new Date(d).getDay())).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(days.every((d) => new Date(d).getHours() === 0)).toBe(true)
    // 25 hours longer than a normal week at the end of DST.
    const { from, to } = weekRange(local(2026, 11, 1))
    expect(to - from).toBe(7 * 86_400_000 + 3_600_000)
  })

  it('steps by whole weeks and reads the URL parameter', () => {
    const week = local(2026, 11, 22)
    expect(weekParam(addWeeks(week, 1))).toBe('2026-11-29')
    expect(weekParam(addWeeks(week, -1))).toBe('2026-11-15')
    expect(weekParam(weekFromParam('2026-11-25', 0))).toBe('2026-11-22')
    expect(weekParam(weekFromParam('garbage', local(2026, 1, 7)))).toBe('2026-01-04')
    expect(weekParam(weekFromParam(null, local(2026, 1, 7)))).toBe('2026-01-04')
  })

  it('names the month and year, or both months of a week across them', () => {
    expect(monthYearHeading(local(2026, 11, 15))).toBe('November 2026')
    expect(monthYearHeading(local(2026, 11, 29))).toBe('November – December 2026')
    expect(monthYearHeading(local(2026, 12, 27))).toBe('December 2026 – January 2027')
  })

  it('keys a job by its local day', () => {
    expect(dayKey(local(2026, 11, 23, 23))).toBe('2026-11-23')
  })
})
