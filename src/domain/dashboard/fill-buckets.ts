import type { AggregateRow } from '../shared/aggregate'

export type Bucket = { key: string; count: number; total: number }

/** One bucket per key in `keys` order, zero where the aggregate had no row; other keys are dropped. */
export function fillBuckets(keys: readonly string[], rows: readonly AggregateRow[]): Bucket[] {
  const byKey = new Map(rows.map((r) => [r.key, r]))
  return keys.map((key) => {
    const row = byKey.get(key)
    return { key, count: row?.count ?? 0, total: row?.sum ?? 0 }
  })
}
