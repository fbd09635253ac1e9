// Column lookup by API field name, with the kind of value each column holds, so the SQL built from a
// domain Condition can treat a value the column could never hold the way the in-memory side does.
import { getTableColumns, getTableName } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { CollectionTable } from './tables'

export type ColumnKind = 'uuid' | 'text' | 'number' | 'boolean' | 'array' | 'json'

export function columnKind(column: AnyPgColumn): ColumnKind {
  if (column.columnType === 'PgUUID') return 'uuid'
  if (column.columnType === 'PgArray') return 'array'
  if (column.dataType === 'boolean') return 'boolean'
  if (column.dataType === 'number') return 'number'
  if (column.dataType === 'json') return 'json'
  return 'text'
}

export function columnOf(table: CollectionTable, field: string): AnyPgColumn {
  const column = (getTableColumns(table) as Record<string, AnyPgColumn>)[field]
  if (!column) throw new Error(`Table ${getTableName(table)} has no column for field ${field}`)
  return column
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value)
}

/** Whether a column of `kind` can hold `value` at all (null aside). */
export function canHold(kind: ColumnKind, value: unknown): boolean {
  switch (kind) {
    case 'uuid':
      return isUuid(value)
    case 'text':
      return typeof value === 'string'
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
    case 'boolean':
      return typeof value === 'boolean'
    default:
      return false
  }
}

/** The row's own values for the table's columns (drops anything else a row object carries). */
export function pickColumns(
  table: CollectionTable,
  row: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(getTableColumns(table))) {
    if (row[key] !== undefined) out[key] = row[key]
  }
  return out
}
