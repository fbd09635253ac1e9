import { describe, expect, it } from 'vitest'
import { sundayOf } from './timesheet-week'

describe('sundayOf', () => {
  it('is the Sunday on or before a day, across months and years', () => {
    expect(sundayOf('2026-11-22')).toBe('2026-11-22')
    expect(sundayOf('2026-11-28')).toBe('2026-11-22')
    expect(sundayOf('2026-12-02')).toBe('2026-11-29')
    expect(sundayOf('2027-01-01')).toBe('2026-12-27')
  })
})
