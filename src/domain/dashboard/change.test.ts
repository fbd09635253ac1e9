import { describe, expect, it } from 'vitest'
import { percentChange } from './change'

describe('percentChange', () => {
  it('is the whole-percent change against the earlier period', () => {
    expect(percentChange(45_280, 40_428.57)).toBe(12)
    expect(percentChange(200, 100)).toBe(100)
    expect(percentChange(50, 100)).toBe(-50)
    expect(percentChange(100, 100)).toBe(0)
  })

  it('rounds an exact half away from zero', () => {
    expect(percentChange(112.5, 100)).toBe(13)
    expect(percentChange(87.5, 100)).toBe(-13)
    expect(percentChange(0.145 + 1, 1)).toBe(15)
  })

  it('has nothing to compare with when the earlier period had no revenue', () => {
    expect(percentChange(500, 0)).toBeNull()
    expect(percentChange(0, 0)).toBeNull()
  })
})
