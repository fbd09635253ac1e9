// The list semantics of src/domain/shared/list-query.ts in SQL. list-in-memory.ts is the reference:
// the same rows, in the same order, the same total and the same cursors (list-sql.test.ts checks it).
import { and, asc, desc, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { AppError } from '../../domain/shared/app-error'
import {
  decodeCursor,
  encodeCursor,
  queryCondition,
  sortOf,
  sortValue,
  type Cursor,
  type ListPage,
  type ListQuery,
  type ListSpec,
  type SortSpec,
} from '../../domain/shared/list-query'
import type { Row } from '../../domain/api/store'
import { columnKind, columnOf } from './columns'
import { conditionToSql } from './condition-to-sql'
import type { Executor } from './executor'
import type { CollectionTable } from './tables'

/** `q` as a LIKE pattern: its own %, _ and \ match literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Case-insensitive substring match of `q` on any search field (an array matches if any item does). */
export function searchSql(
  table: CollectionTable,
  spec: ListSpec,
  q: string | undefined,
): SQL | null {
  if (!q || spec.search.length === 0) return null
  const pattern = likePattern(q)
  const parts = spec.search.map((field) => {
    const column = columnOf(table, field)
    const kind = columnKind(column)
    if (kind === 'array') {
      // Item by item, as the in-memory side does: a match may not span two items.
      return sql`EXISTS (SELECT 1 FROM unnest(${column}) AS item WHERE item ILIKE ${pattern})`
    }
    if (kind === 'text') return sql`${column} ILIKE ${pattern}`
    if (kind === 'uuid') return sql`${column}::text ILIKE ${pattern}`
    throw new Error(`Search on ${field} (${kind}) is not supported`)
  })
  return sql`(${sql.join(parts, sql` OR `)})`
}

/** The sort key: a text sort compares lower-cased text by code point, as compareValues does. */
export function sortKeySql(table: CollectionTable, sort: SortSpec): SQL {
  const column = columnOf(table, sort.field)
  const kind = columnKind(column)
  if (sort.kind === 'number') {
    if (kind !== 'number') throw new Error(`Number sort on ${sort.field} (${kind})`)
    return column.notNull ? sql`${column}` : sql`COALESCE(${column}, 0)`
  }
  // The text form of a uuid is already lower case.
  const text =
    kind === 'uuid' ? sql`${column}::text` : kind === 'text' ? sql`lower(${column})` : null
  if (!text) throw new Error(`Text sort on ${sort.field} (${kind})`)
  return column.notNull ? sql`${text} COLLATE "C"` : sql`COALESCE(${text}, '') COLLATE "C"`
}

/** Rows strictly after the cursor in the sort order (sort key, then id, same direction). */
function afterCursorSql(table: CollectionTable, sort: SortSpec, key: SQL, cursor: Cursor): SQL {
  const op = sort.direction === 'asc' ? sql`>` : sql`<`
  const id = sql`${cursor.id}::uuid`
  if (sort.kind === 'text')
    return sql`(${key}, ${table.id}) ${op} (${cursor.v}::text COLLATE "C", ${id})`
  const column = columnOf(table, sort.field)
  const isInteger = column.getSQLType() === 'bigint' || column.getSQLType() === 'integer'
  if (isInteger && !Number.isSafeInteger(cursor.v)) {
    // Not a value the column can hold (a hand-made cursor): compare exactly, without the index.
    return sql`(${key}::numeric, ${table.id}) ${op} (${String(cursor.v)}::numeric, ${id})`
  }
  return sql`(${key}, ${table.id}) ${op} (${cursor.v}, ${id})`
}

export function orderBySql(table: CollectionTable, sort: SortSpec): SQL[] {
  const key = sortKeySql(table, sort)
  const dir = sort.direction === 'asc' ? asc : desc
  return [dir(key), dir(table.id as AnyPgColumn)]
}

/** The WHERE of a list query without its cursor: filter, exact-match fields and search. */
export function listWhereSql(
  table: CollectionTable,
  spec: ListSpec,
  query: ListQuery,
  now: number,
): SQL | undefined {
  const condition = queryCondition(spec, query, now)
  return and(
    condition ? conditionToSql(table, condition) : undefined,
    searchSql(table, spec, query.q) ?? undefined,
  )
}

export async function listRows(
  db: Executor,
  table: CollectionTable,
  spec: ListSpec,
  query: ListQuery,
  now: number,
): Promise<ListPage<Row>> {
  const sort = sortOf(spec, query)
  let cursor: Cursor | null = null
  if (query.cursor) {
    cursor = decodeCursor(query.cursor, sort)
    if (!cursor) throw new AppError('VALIDATION', 'Invalid cursor', { cursor: 'Invalid cursor' })
  }
  const where = listWhereSql(table, spec, query, now)
  const key = sortKeySql(table, sort)
  const pageWhere = cursor ? and(where, afterCursorSql(table, sort, key, cursor)) : where
  // One after the other: a transaction is one connection, which runs one statement at a time.
  const rows = await db
    .select()
    .from(table)
    .where(pageWhere)
    .orderBy(...orderBySql(table, sort))
    .limit(query.limit + 1)
  const counted = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where)
  const items = (rows as Row[]).slice(0, query.limit)
  const last = items[items.length - 1]
  return {
    items,
    total: counted[0]?.n ?? 0,
    next_cursor:
      rows.length > query.limit && last
        ? encodeCursor({ v: sortValue(sort, last), id: last.id })
        : null,
  }
}
