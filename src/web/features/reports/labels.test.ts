import { describe, expect, it } from 'vitest'
import { compactDollars, dayLabel, dayTitle, monthLabel, monthTitle } from './labels'

describe('report labels', () => {
  it('names months and days as the calendar keys say, whatever the time zone', () => {
    expect(monthLabel('2026-03')).toBe('Mar')
    expect(monthTitle('2025-12')).toBe('December 2025')
    expect(dayLabel('2026-03-01')).toBe('Mar 1')
    expect(dayTitle('2026-11-23')).toBe('Mon, Nov 23, 2026')
  })

  it('shortens axis amounts', () => {
    expect(compactDollars(0)).toBe('$0')
    expect(compactDollars(12_400)).toBe('$12.4K')
    expect(compactDollars(950)).toBe('$950')
  })
})
