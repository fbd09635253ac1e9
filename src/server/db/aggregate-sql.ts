// The storage port's `aggregate` in SQL: COUNT and SUM with an optional GROUP BY a column or the local
// day / month of an epoch-ms column. It must answer exactly as aggregateInMemory (domain) does.
import { sql, type SQL } from 'drizzle-orm'
import {
  compareKeys,
  type AggregateRow,
  type AggregateSpec,
  type GroupBy,
} from '../../domain/shared/aggregate'
import { columnKind, columnOf } from './columns'
import { conditionToSql } from './condition-to-sql'
import type { Executor } from './executor'
import type { CollectionTable } from './tables'

const DAY_MS = 86_400_000

function groupKeySql(table: CollectionTable, groupBy: GroupBy): SQL<string | null> {
  const column = columnOf(table, groupBy.field)
  const kind = columnKind(column)
  if ('bucket' in groupBy) {
    if (kind !== 'number') throw new Error(`Cannot bucket ${groupBy.field}: not a date column`)
    // Whole local days since 1970 in integer arithmetic, then the calendar date: no float rounding.
    const offsetMs = Math.trunc(groupBy.tzOffsetMinutes) * 60_000
    const day = sql`(DATE '1970-01-01' + floor((${column} + ${offsetMs}::bigint)::numeric / ${DAY_MS})::int)`
    return groupBy.bucket === 'day'
      ? sql`to_char(${day}, 'YYYY-MM-DD')`
      : sql`to_char(${day}, 'YYYY-MM')`
  }
  if (kind !== 'text' && kind !== 'uuid' && kind !== 'boolean') {
    throw new Error(`Cannot group by ${groupBy.field}: only text, id and boolean columns`)
  }
  return sql`${column}::text`
}

export async function aggregateRows(
  db: Executor,
  table: CollectionTable,
  spec: AggregateSpec,
): Promise<AggregateRow[]> {
  const where = spec.where ? conditionToSql(table, spec.where) : undefined
  const fields = {
    key: spec.groupBy ? groupKeySql(table, spec.groupBy) : sql<string | null>`NULL::text`,
    count: sql<number>`count(*)::int`,
    sum: spec.sum
      ? sql<string>`COALESCE(SUM(${columnOf(table, spec.sum)}), 0)::text`
      : sql<string>`'0'`,
  }
  const query = db.select(fields).from(table).where(where)
  // GROUP BY the first output column: repeating the expression would bind its parameters twice.
  const rows = spec.groupBy ? await query.groupBy(sql`1`) : await query
  // An exact decimal from SQL, read as the nearest JavaScript number (as cents / 100 is).
  return rows
    .map((r) => ({
      key: (r.key as string | null) ?? null,
      count: Number(r.count),
      sum: Number(r.sum),
    }))
    .sort((a, b) => compareKeys(a.key, b.key))
}
