import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatInvoiceNumber, nextInvoiceNumber } from './invoice-number'

describe('formatInvoiceNumber', () => {
  it('pads the sequence to 4 digits', () => {
    expect(formatInvoiceNumber(1)).toBe('INV-0001')
    expect(formatInvoiceNumber(42)).toBe('INV-0042')
    expect(formatInvoiceNumber(9999)).toBe('INV-9999')
    expect(formatInvoiceNumber(12345)).toBe('INV-12345')
  })
})

describe('nextInvoiceNumber', () => {
  it('is the count plus one when that number is free', () => {
    expect(nextInvoiceNumber(0, new Set())).toBe('INV-0001')
    expect(nextInvoiceNumber(12, new Set(['INV-2026-001']))).toBe('INV-0013')
  })

  it('skips numbers already taken', () => {
    const taken = new Set(['INV-0003', 'INV-0004', 'INV-0006'])
    expect(nextInvoiceNumber(2, taken)).toBe('INV-0005')
  })

  it('never returns a taken number, nor one below count + 1, and takes the first free one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { maxLength: 60 }),
        (count, sequences) => {
          const taken = new Set(sequences.map(formatInvoiceNumber))
          const next = nextInvoiceNumber(count, taken)
          expect(taken.has(next)).toBe(false)
          const sequence = Number(next.slice(4))
          expect(sequence).toBeGreaterThanOrEqual(count + 1)
          for (let s = count + 1; s < sequence; s++)
            expect(taken.has(formatInvoiceNumber(s))).toBe(true)
        },
      ),
    )
  })
})
