import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { shareOut, toHundredths } from './hundredths'

describe('hundredths', () => {
  it('rounds to whole hundredths of an hour', () => {
    expect(toHundredths(3_600_000)).toBe(100)
    expect(toHundredths(20 * 60_000)).toBe(33)
  })

  it('shares a total out exactly', () => {
    expect(shareOut(1000, [1, 1, 1])).toEqual([334, 333, 333])
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const shares = shareOut(total, weights)
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total)
          expect(shares.every((s) => s >= 0)).toBe(true)
        },
      ),
    )
  })
})
