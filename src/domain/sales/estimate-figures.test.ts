import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { estimateFigures, formatSignedCents } from './estimate-figures'
import { estimateTotals } from './estimate-totals'

describe('estimateFigures', () => {
  it('shows the rounding that makes the lines add up (the issue example)', () => {
    expect(estimateFigures({ subtotal: 3576.5, total: 3863 })).toEqual({
      subtotal_cents: 357650,
      tax_cents: 28612,
      rounding_cents: 38,
      total_cents: 386300,
    })
  })

  it('adds up to the total for any line items', () => {
    const item = fc.record({
      desc: fc.constant('x'),
      qty: fc.integer({ min: 1, max: 50 }),
      price: fc.integer({ min: 1, max: 500_000 }).map((c) => c / 100),
    })
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), (items) => {
        const f = estimateFigures(estimateTotals(items))
        expect(f.subtotal_cents + f.tax_cents + f.rounding_cents).toBe(f.total_cents)
        expect(Math.abs(f.rounding_cents)).toBeLessThanOrEqual(50)
      }),
    )
  })
})

describe('formatSignedCents', () => {
  it('writes a sign always', () => {
    expect(formatSignedCents(38)).toBe('+$0.38')
    expect(formatSignedCents(-12)).toBe('\u2212$0.12')
    expect(formatSignedCents(0)).toBe('+$0.00')
    expect(formatSignedCents(123456)).toBe('+$1,234.56')
  })
})
