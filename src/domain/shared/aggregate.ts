// Counting and adding up rows where they live: the storage port's `aggregate` (SQL GROUP BY on the
// server, this in-memory version in the demo), so figures never need a whole table in memory.
import { matches, type Condition } from './condition'
import { compareValues } from './list-query'
import { fromCents, toCents } from './money'

/** A calendar bucket of an epoch-ms field, in the user's local time. */
export type DateBucket = 'day' | 'month'

/** Group by a field's value (text, id or boolean), or by the local day or month of a date field. */
export type GroupBy =
  { field: string } | { field: string; bucket: DateBucket; tzOffsetMinutes: number }

export type AggregateSpec = {
  where: Condition | null
  /** A number field to add up (money adds up exactly to the cent). */
  sum?: string
  groupBy?: GroupBy
}

/**
 * One group: its key ('YYYY-MM-DD' or 'YYYY-MM' for date buckets, the value as text otherwise,
 * null for rows without a value), how many rows and the sum. Without `groupBy` there is exactly one
 * row, key null, even when nothing matches.
 */
export type AggregateRow = { key: string | null; count: number; sum: number }

/** The local calendar day or month of an epoch-ms time, as the SQL side spells it. */
export function bucketKey(epochMs: number, bucket: DateBucket, tzOffsetMinutes: number): string {
  const local = new Date(epochMs + tzOffsetMinutes * 60_000).toISOString()
  return bucket === 'day' ? local.slice(0, 10) : local.slice(0, 7)
}

function groupKeyOf(row: Record<string, unknown>, groupBy: GroupBy): string | null {
  const value = row[groupBy.field]
  if (value === null || value === undefined) return null
  if ('bucket' in groupBy) {
    return typeof value === 'number'
      ? bucketKey(value, groupBy.bucket, groupBy.tzOffsetMinutes)
      : null
  }
  return String(value)
}

/** Nulls last, the rest in code-point order (PostgreSQL's "C" collation). */
export function compareKeys(a: string | null, b: string | null): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  return compareValues(a, b)
}

export function aggregateInMemory(
  rows: readonly Record<string, unknown>[],
  spec: AggregateSpec,
): AggregateRow[] {
  const groups = new Map<string | null, { count: number; cents: number }>()
  if (!spec.groupBy) groups.set(null, { count: 0, cents: 0 })
  for (const row of rows) {
    if (spec.where && !matches(row, spec.where)) continue
    const key = spec.groupBy ? groupKeyOf(row, spec.groupBy) : null
    const group = groups.get(key) ?? { count: 0, cents: 0 }
    group.count += 1
    const value = spec.sum ? row[spec.sum] : undefined
    if (typeof value === 'number' && Number.isFinite(value)) group.cents += toCents(value)
    groups.set(key, group)
  }
  return [...groups]
    .map(([key, g]) => ({ key, count: g.count, sum: fromCents(g.cents) }))
    .sort((a, b) => compareKeys(a.key, b.key))
}
