import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createRandom } from './random'

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(42)
    const b = createRandom(42)
    const c = createRandom(43)
    const first = [a.next(), a.next(), a.next()]
    expect([b.next(), b.next(), b.next()]).toEqual(first)
    expect([c.next(), c.next(), c.next()]).not.toEqual(first)
  })

  it('gives numbers in [0, 1) and integers within the bounds, both included', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -50, max: 50 }),
        fc.nat(20),
        (seed, min, span) => {
          const random = createRandom(seed)
          const n = random.next()
          expect(n).toBeGreaterThanOrEqual(0)
          expect(n).toBeLessThan(1)
          const i = random.int(min, min + span)
          expect(Number.isInteger(i)).toBe(true)
          expect(i).toBeGreaterThanOrEqual(min)
          expect(i).toBeLessThanOrEqual(min + span)
        },
      ),
    )
  })

  it('reaches both ends of an int range', () => {
    const random = createRandom(1)
    const seen = new Set(Array.from({ length: 200 }, () => random.int(0, 3)))
    expect([...seen].sort()).toEqual([0, 1, 2, 3])
  })

  it('picks an item of the list and refuses an empty one', () => {
    const random = createRandom(5)
    expect(['a', 'b', 'c']).toContain(random.pick(['a', 'b', 'c']))
    expect(() => random.pick([])).toThrowError('pick from an empty list')
  })

  it('chance(0) is never and chance(1) is always', () => {
    const random = createRandom(9)
    for (let k = 0; k < 50; k++) {
      expect(random.chance(0)).toBe(false)
      expect(random.chance(1)).toBe(true)
    }
  })
})
