import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createRandom } from '../seed/random'
import { idSchema } from './fields'
import { randomId, uuidFrom } from './ids'

describe('uuidFrom', () => {
  it('gives a valid v4 uuid for any source of random numbers', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const id = uuidFrom(createRandom(seed).next)
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
        expect(idSchema.safeParse(id).success).toBe(true)
      }),
    )
  })

  it('is deterministic for the same source', () => {
    expect(uuidFrom(createRandom(7).next)).toBe(uuidFrom(createRandom(7).next))
    expect(uuidFrom(createRandom(7).next)).not.toBe(uuidFrom(createRandom(8).next))
  })

  it('handles the extremes of the random range', () => {
    expect(uuidFrom(() => 0)).toBe('00000000-0000-4000-8000-000000000000')
    expect(uuidFrom(() => 0.9999999)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
  })
})

describe('randomId', () => {
  it('is a valid uuid', () => {
    expect(idSchema.safeParse(randomId()).success).toBe(true)
  })
})
