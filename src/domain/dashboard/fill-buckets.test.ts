import { describe, expect, it } from 'vitest'
import { fillBuckets } from './fill-buckets'

describe('fillBuckets', () => {
  it('keeps the keys order, fills gaps with zero and drops unknown keys', () => {
    const rows = [
      { key: '2026-03', count: 2, sum: 150.5 },
      { key: '2026-01', count: 1, sum: 20 },
      { key: '2025-12', count: 9, sum: 999 },
      { key: null, count: 4, sum: 1 },
    ]
    expect(fillBuckets(['2026-01', '2026-02', '2026-03'], rows)).toEqual([
      { key: '2026-01', count: 1, total: 20 },
      { key: '2026-02', count: 0, total: 0 },
      { key: '2026-03', count: 2, total: 150.5 },
    ])
  })
})
