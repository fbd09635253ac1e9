import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { intersect, normalize, subtract, totalMs, type Interval } from './intervals'

const spans = fc.array(
  fc
    .tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 200 }))
    .map(([start, length]): Interval => ({ start, end: start + length })),
  { maxLength: 8 },
)

describe('intervals', () => {
  it('joins overlapping and touching spans', () => {
    expect(
      normalize([
        { start: 5, end: 8 },
        { start: 0, end: 5 },
        { start: 10, end: 10 },
      ]),
    ).toEqual([{ start: 0, end: 8 }])
  })

  it('intersects and subtracts', () => {
    const a = [{ start: 0, end: 10 }]
    const b = [
      { start: 2, end: 4 },
      { start: 6, end: 20 },
    ]
    expect(intersect(a, b)).toEqual([
      { start: 2, end: 4 },
      { start: 6, end: 10 },
    ])
    expect(subtract(a, b)).toEqual([
      { start: 0, end: 2 },
      { start: 4, end: 6 },
    ])
  })

  it('splits a set into its part inside another and the rest', () => {
    fc.assert(
      fc.property(spans, spans, (a, b) => {
        const inside = totalMs(intersect(a, b))
        const outside = totalMs(subtract(a, b))
        expect(inside + outside).toBe(totalMs(normalize(a)))
        expect(totalMs(intersect(subtract(a, b), b))).toBe(0)
      }),
    )
  })
})
