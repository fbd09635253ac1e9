import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { aggregateInMemory, bucketKey, compareKeys } from './aggregate'
import { eq, neq } from './condition'

const rows = [
  { id: 'a', status: 'Paid', amount: 0.1, date: Date.UTC(2026, 10, 1, 2), ok: true },
  { id: 'b', status: 'Paid', amount: 0.2, date: Date.UTC(2026, 10, 1, 23), ok: false },
  { id: 'c', status: 'Overdue', amount: 100.05, date: Date.UTC(2026, 9, 31, 12), ok: true },
  { id: 'd', status: null, amount: 5, date: Date.UTC(2026, 10, 2, 0), ok: true },
]

describe('aggregateInMemory', () => {
  it('counts and sums matching rows to the cent, as one row without groupBy', () => {
    expect(aggregateInMemory(rows, { where: eq('status', 'Paid'), sum: 'amount' })).toEqual([
      { key: null, count: 2, sum: 0.3 },
    ])
  })

  it('answers one zero row when nothing matches and there is no groupBy', () => {
    expect(aggregateInMemory(rows, { where: eq('status', 'Nope'), sum: 'amount' })).toEqual([
      { key: null, count: 0, sum: 0 },
    ])
    expect(aggregateInMemory([], { where: null, groupBy: { field: 'status' } })).toEqual([])
  })

  it('groups by a field, keys as text in code-point order, null last', () => {
    expect(
      aggregateInMemory(rows, { where: null, sum: 'amount', groupBy: { field: 'status' } }),
    ).toEqual([
      { key: 'Overdue', count: 1, sum: 100.05 },
      { key: 'Paid', count: 2, sum: 0.3 },
      { key: null, count: 1, sum: 5 },
    ])
    expect(
      aggregateInMemory(rows, { where: neq('status', null), groupBy: { field: 'ok' } }).map((r) => [
        r.key,
        r.count,
      ]),
    ).toEqual([
      ['false', 1],
      ['true', 2],
    ])
  })

  it('groups by local day and month of a date field', () => {
    const byDayUtc = aggregateInMemory(rows, {
      where: null,
      groupBy: { field: 'date', bucket: 'day', tzOffsetMinutes: 0 },
    })
    expect(byDayUtc.map((r) => [r.key, r.count])).toEqual([
      ['2026-10-31', 1],
      ['2026-11-01', 2],
      ['2026-11-02', 1],
    ])
    // Five hours behind UTC: 23:00 UTC on Nov 1 and 00:00 on Nov 2 are still Nov 1 locally.
    const byDayNy = aggregateInMemory(rows, {
      where: null,
      groupBy: { field: 'date', bucket: 'day', tzOffsetMinutes: -300 },
    })
    expect(byDayNy.map((r) => [r.key, r.count])).toEqual([
      ['2026-10-31', 2],
      ['2026-11-01', 2],
    ])
    const byMonth = aggregateInMemory(rows, {
      where: null,
      sum: 'amount',
      groupBy: { field: 'date', bucket: 'month', tzOffsetMinutes: 0 },
    })
    expect(byMonth).toEqual([
      { key: '2026-10', count: 1, sum: 100.05 },
      { key: '2026-11', count: 3, sum: 5.3 },
    ])
  })

  it('the group counts and sums add up to the ungrouped ones', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            k: fc.constantFrom('x', 'y', 'z', null),
            v: fc.integer({ min: 0, max: 10_000_00 }).map((c) => c / 100),
          }),
        ),
        (items) => {
          const [all] = aggregateInMemory(items, { where: null, sum: 'v' })
          const groups = aggregateInMemory(items, {
            where: null,
            sum: 'v',
            groupBy: { field: 'k' },
          })
          expect(groups.reduce((s, g) => s + g.count, 0)).toBe(all?.count)
          const cents = groups.reduce((s, g) => s + Math.round(g.sum * 100), 0)
          expect(cents).toBe(Math.round((all?.sum ?? 0) * 100))
        },
      ),
    )
  })
})

describe('bucketKey and compareKeys', () => {
  it('spells local days and months', () => {
    expect(bucketKey(Date.UTC(2026, 0, 1, 3), 'day', -300)).toBe('2025-12-31')
    expect(bucketKey(Date.UTC(2026, 0, 1, 3), 'month', 60)).toBe('2026-01')
  })

  it('orders by code point with null last', () => {
    expect(['b', null, 'B', 'a'].sort(compareKeys)).toEqual(['B', 'a', 'b', null])
  })
})
