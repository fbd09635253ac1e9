import { describe, expect, it } from 'vitest'
import { formatMoney, fromCents, roundToWholeDollars, toCents } from './money'

describe('toCents / fromCents', () => {
  it('converts dollars to whole cents, rounding away float noise', () => {
    expect(toCents(12.34)).toBe(1234)
    expect(toCents(19.99)).toBe(1999)
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(toCents(0)).toBe(0)
  })

  it('converts cents back to dollars', () => {
    expect(fromCents(1234)).toBe(12.34)
    expect(fromCents(5)).toBe(0.05)
    expect(fromCents(toCents(615.5))).toBe(615.5)
  })
})

describe('roundToWholeDollars', () => {
  it('rounds to the nearest dollar, halves away from zero', () => {
    expect(roundToWholeDollars(10.49)).toBe(10)
    expect(roundToWholeDollars(10.5)).toBe(11)
    expect(roundToWholeDollars(-10.5)).toBe(-11)
    expect(roundToWholeDollars(-10.49)).toBe(-10)
    expect(roundToWholeDollars(0)).toBe(0)
  })
})

describe('formatMoney', () => {
  it('formats US dollars with two decimals by default', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50')
    expect(formatMoney(0)).toBe('$0.00')
    expect(formatMoney(-5)).toBe('-$5.00')
  })

  it('formats whole dollars when asked for no decimals', () => {
    expect(formatMoney(45280, 0)).toBe('$45,280')
  })

  it('keeps each number of decimals apart when the calls alternate', () => {
    expect([formatMoney(2.5, 0), formatMoney(2.5), formatMoney(2.5, 1), formatMoney(7, 0)]).toEqual(
      ['$3', '$2.50', '$2.5', '$7'],
    )
  })
})
