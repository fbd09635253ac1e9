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

  it('writes what Intl.NumberFormat writes, rounding included, for any amount', () => {
    const intl = (digits: number) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      })
    // Every cent to $100, the half cents toFixed rounds the other way (1.005, 2.675), half dollars,
    // large and tiny amounts, negatives, -0 and numbers Intl alone can write.
    const amounts = [0, -0, -0.001, 1e-7, -1e-7, 0.5, 1.5, -2.5, 1.005, 2.675, 1.045, 8.345]
    for (let cents = 0; cents <= 10_000; cents += 1) amounts.push(cents / 100, cents / 100 + 0.005)
    let seed = 7
    const random = () => ((seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647) * 2 - 1
    for (let i = 0; i < 5_000; i += 1) {
      amounts.push(
        random() * 10 ** Math.floor(Math.abs(random()) * 16),
        Math.round(random() * 1e9) / 1000,
      )
    }
    amounts.push(999.995, 999_999.999, 123_456_789.125, 2 ** 53 + 2, 1e20, 1e21, NaN, Infinity)
    for (const digits of [0, 1, 2]) {
      const format = intl(digits)
      const differ = amounts.filter((a) => formatMoney(a, digits) !== format.format(a))
      expect(differ.map((a) => [a, formatMoney(a, digits), format.format(a)])).toEqual([])
    }
  })
})
