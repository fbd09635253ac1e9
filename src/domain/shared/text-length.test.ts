import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { isLongerThan } from './text-length'

describe('isLongerThan', () => {
  it('counts code points, so a text of 3 astral characters (6 units) fits in 3', () => {
    expect(isLongerThan('𝅘𝅥𝅮🫚👺', 3)).toBe(true) // 𝅘𝅥𝅮 alone is three code points
    expect(isLongerThan('🫚👺x', 3)).toBe(false)
    expect(isLongerThan('🫚👺xy', 3)).toBe(true)
    expect(isLongerThan('', 0)).toBe(false)
  })

  it("agrees with zod's .max() on any text", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 8 })),
        fc.integer({ min: 0, max: 12 }),
        (text, max) => {
          expect(isLongerThan(text, max)).toBe(!z.string().max(max).safeParse(text).success)
        },
      ),
      { numRuns: 2000 },
    )
  })
})
