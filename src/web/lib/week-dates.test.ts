import { describe, expect, it } from 'vitest'
import { lastFullWeek, sundayOfWeek } from './week-dates'

describe('week dates', () => {
  it('names the Sunday of the week, a Sunday itself included', () => {
    expect(sundayOfWeek(new Date(2026, 10, 27, 15).getTime())).toBe('2026-11-22')
    expect(sundayOfWeek(new Date(2026, 10, 22, 0, 5).getTime())).toBe('2026-11-22')
    expect(sundayOfWeek(new Date(2026, 10, 28, 23, 59).getTime())).toBe('2026-11-22')
  })

  it('gives the last full week Sunday to Saturday, across a month end', () => {
    expect(lastFullWeek(new Date(2026, 10, 27, 15).getTime())).toEqual({
      from: '2026-11-15',
      to: '2026-11-21',
    })
    expect(lastFullWeek(new Date(2026, 11, 2, 9).getTime())).toEqual({
      from: '2026-11-22',
      to: '2026-11-28',
    })
  })
})
