import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  estimateFigures,
  formatPercent,
  formatSignedCents,
  namedTaxLabel,
  SPEC_RATES,
  taxLabel,
} from './estimate-figures'
import { estimateTotals } from './estimate-totals'

const line = (price: number, qty = 1, taxable = true) => ({ desc: 'x', qty, price, taxable })

const item = fc.record({
  qty: fc.integer({ min: 1, max: 50 }),
  price: fc.integer({ min: 1, max: 500_000 }).map((c) => c / 100),
  taxable: fc.boolean(),
})
/** Rates kept to 4 decimals of a fraction (2 of a percent), 0% to 50%. */
const rates = fc.record({
  tax: fc.integer({ min: 0, max: 5000 }).map((units) => units / 10_000),
  round_totals: fc.boolean(),
})

describe('estimateFigures', () => {
  it('shows the rounding that makes the lines add up (the issue example)', () => {
    expect(estimateFigures([line(3576.5)])).toEqual({
      subtotal_cents: 357650,
      taxable_cents: 357650,
      tax_cents: 28612,
      rounding_cents: 38,
      total_cents: 386300,
    })
  })

  it('with the defaults, is SPEC section 9: the subtotal times 1.08 rounded to whole dollars', () => {
    fc.assert(
      fc.property(
        fc.array(
          item.map((i) => ({ ...i, taxable: true })),
          { maxLength: 20 },
        ),
        (items) => {
          const f = estimateFigures(items, SPEC_RATES)
          // Exact: cents x 108 / 10000 dollars, rounded half up.
          const exactDollars = Math.round((f.subtotal_cents * 108) / 10_000)
          expect(f.total_cents).toBe(exactDollars * 100)
          expect(f.tax_cents).toBe(Math.round(f.subtotal_cents * 0.08))
        },
      ),
    )
  })

  it('subtotal + tax + rounding = total to the cent, for any items, rate and rounding', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), rates, (items, r) => {
        const f = estimateFigures(items, r)
        expect(f.subtotal_cents + f.tax_cents + f.rounding_cents).toBe(f.total_cents)
        for (const n of Object.values(f)) expect(Number.isInteger(n)).toBe(true)
        expect(f.taxable_cents).toBeLessThanOrEqual(f.subtotal_cents)
        if (r.round_totals) {
          expect(f.total_cents % 100).toBe(0)
          expect(Math.abs(f.rounding_cents)).toBeLessThanOrEqual(50)
        } else {
          expect(f.rounding_cents).toBe(0)
        }
      }),
    )
  })

  it('taxes only the taxable lines', () => {
    const f = estimateFigures([line(100), line(50, 2, false)], { tax: 0.1, round_totals: false })
    expect(f).toMatchObject({ subtotal_cents: 20000, taxable_cents: 10000, tax_cents: 1000 })
    expect(f.total_cents).toBe(21000)
  })

  it('rounds a half cent of tax up, exactly (no float drift)', () => {
    // 8.25% of $0.06 = 0.495 cents -> 0; of $0.10 = 0.825 -> 1; 12.5% of $0.04 = 0.5 -> 1
    expect(estimateFigures([line(0.04)], { tax: 0.125, round_totals: false }).tax_cents).toBe(1)
    expect(estimateFigures([line(0.06)], { tax: 0.0825, round_totals: false }).tax_cents).toBe(0)
  })

  it('stays exact at the largest amounts', () => {
    const f = estimateFigures([line(9_000_000_000)], { tax: 0.0825, round_totals: false })
    expect(f.tax_cents).toBe(74_250_000_000)
    expect(f.total_cents).toBe(974_250_000_000)
  })

  it('agrees with the stored totals of estimateTotals', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 10 }), rates, (items, r) => {
        const totals = estimateTotals(
          items.map((i) => ({ desc: 'x', ...i })),
          r,
        )
        const f = estimateFigures(items, r)
        expect(Math.round(totals.subtotal * 100)).toBe(f.subtotal_cents)
        expect(Math.round(totals.total * 100)).toBe(f.total_cents)
        expect(totals.tax).toBe(r.tax)
      }),
    )
  })
})

describe('taxLabel / formatPercent', () => {
  it("keeps the spec's 'Tax (8%)' at the default rate", () => {
    expect(taxLabel(0.08)).toBe('Tax (8%)')
    expect(taxLabel(0.0825)).toBe('Tax (8.25%)')
    expect(formatPercent(0)).toBe('0%')
  })
})

describe('namedTaxLabel', () => {
  it("names the business's tax, and keeps 'Tax (8%)' for the default name or none", () => {
    expect(namedTaxLabel(0.05, 'GST')).toBe('GST (5%)')
    expect(namedTaxLabel(0.0825, ' County tax ')).toBe('County tax (8.25%)')
    expect(namedTaxLabel(0.08, 'Sales tax')).toBe('Tax (8%)')
    expect(namedTaxLabel(0.08, 'sales TAX')).toBe('Tax (8%)')
    expect(namedTaxLabel(0.08, '')).toBe('Tax (8%)')
    expect(namedTaxLabel(0.08, undefined)).toBe('Tax (8%)')
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
