import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ESTIMATE_TAX_RATE,
  cleanPrice,
  cleanQty,
  estimateTotals,
  keepLineItems,
  lineTotal,
  taxAmount,
  type LineItem,
} from './estimate-totals'

const item = (overrides: Partial<LineItem> = {}): LineItem => ({
  desc: 'Mowing and edging',
  qty: 1,
  price: 65,
  ...overrides,
})

describe('estimateTotals', () => {
  it('sums qty times price, applies 8% tax and rounds the total to whole dollars', () => {
    expect(ESTIMATE_TAX_RATE).toBe(0.08)
    const totals = estimateTotals([item({ qty: 2, price: 65 }), item({ qty: 3, price: 36.5 })])
    // 130 + 109.50 = 239.50; * 1.08 = 258.66
    expect(totals).toEqual({ subtotal: 239.5, tax: 0.08, total: 259 })
  })

  it('adds cents without float drift', () => {
    expect(estimateTotals([item({ price: 0.1 }), item({ price: 0.2 })]).subtotal).toBe(0.3)
    expect(estimateTotals([item({ qty: 3, price: 19.99 })]).subtotal).toBe(59.97)
  })

  it('rounds a total of exactly half a dollar up', () => {
    // 337.50 * 1.08 = 364.50
    expect(estimateTotals([item({ price: 337.5 })]).total).toBe(365)
  })

  it('is zero for no items', () => {
    expect(estimateTotals([])).toEqual({ subtotal: 0, tax: 0.08, total: 0 })
  })

  it('cleans qty and price before adding', () => {
    const raw = [item({ qty: 0, price: 10 }), item({ qty: 2, price: -5 })]
    expect(estimateTotals(raw).subtotal).toBe(10)
  })

  const itemArb = fc.record({
    desc: fc.constant('Service'),
    qty: fc.integer({ min: 1, max: 500 }),
    cents: fc.integer({ min: 0, max: 1_000_000 }),
  })

  it('always gives a whole-dollar total within half a dollar of subtotal * 1.08', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 20 }), (raw) => {
        const items = raw.map(({ desc, qty, cents }) => ({ desc, qty, price: cents / 100 }))
        const exactCents = raw.reduce((sum, { qty, cents }) => sum + qty * cents, 0)
        const { subtotal, total } = estimateTotals(items)

        // No float drift: the subtotal is exactly the double nearest to the integer cent sum.
        expect(subtotal).toBe(exactCents / 100)
        expect(Math.abs(subtotal * 100 - exactCents)).toBeLessThan(1e-6)

        expect(Number.isInteger(total)).toBe(true)
        // |total - subtotal * 1.08| <= 0.5, checked in exact integers (ten-thousandths of a dollar).
        expect(Math.abs(total * 10_000 - exactCents * 108)).toBeLessThanOrEqual(5_000)
        expect(Math.abs(total - subtotal * 1.08)).toBeLessThanOrEqual(0.5 + 1e-9)
      }),
    )
  })
})

describe('lineTotal / taxAmount', () => {
  it('gives the line total in dollars', () => {
    expect(lineTotal(item({ qty: 3, price: 42.75 }))).toBe(128.25)
    expect(lineTotal(item({ qty: 3, price: 0.1 }))).toBe(0.3)
  })

  it('gives the tax amount in dollars, rounded to cents', () => {
    expect(taxAmount(239.5)).toBe(19.16)
    expect(taxAmount(0)).toBe(0)
  })
})

describe('cleanQty', () => {
  it('keeps a number of at least 1', () => {
    expect(cleanQty(1)).toBe(1)
    expect(cleanQty(4)).toBe(4)
    expect(cleanQty('3')).toBe(3)
  })

  it('turns non-numeric and below-1 values into 1', () => {
    for (const value of ['abc', '', undefined, null, NaN, Infinity, 0, 0.5, -2, {}]) {
      expect(cleanQty(value), String(value)).toBe(1)
    }
  })
})

describe('cleanPrice', () => {
  it('keeps a non-negative number, in whole cents', () => {
    expect(cleanPrice(65)).toBe(65)
    expect(cleanPrice('36.50')).toBe(36.5)
    expect(cleanPrice(0)).toBe(0)
    expect(cleanPrice(12.344)).toBe(12.34)
  })

  it('turns non-numeric and negative values into 0', () => {
    for (const value of ['abc', undefined, NaN, -Infinity, -0.01, -100, {}]) {
      expect(cleanPrice(value), String(value)).toBe(0)
    }
  })
})

describe('keepLineItems', () => {
  it('drops rows with an empty description or a price not above 0', () => {
    const kept = keepLineItems([
      item({ desc: 'Mulch', price: 48 }),
      item({ desc: '   ', price: 48 }),
      item({ desc: 'Free consult', price: 0 }),
      item({ desc: 'Refund', price: -10 }),
    ])
    expect(kept).toEqual([{ desc: 'Mulch', qty: 1, price: 48 }])
  })

  it('trims descriptions and cleans qty and price of the kept rows', () => {
    const raw = [{ desc: ' Sod ', qty: 'x', price: '325' }] as unknown as LineItem[]
    expect(keepLineItems(raw)).toEqual([{ desc: 'Sod', qty: 1, price: 325 }])
  })
})
