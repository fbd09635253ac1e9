// The list semantics of src/domain/shared/list-query.ts in SQL. list-in-memory.ts is the reference:
// the same rows, in the same order, the same total and the same cursors (list-sql.test.ts checks it).
import { and, asc, desc, getTableName, sql, type SQL } from 'drizzle-orm'
import { getTableConfig, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { AppError } from '../../domain/shared/app-error'
import {
  decodeCursor,
  encodeCursor,
  queryCondition,
  SEARCH_TOTAL_CAP,
  PIVOT_BASE,
  sortOf,
  sortValue,
  type Cursor,
  type ListPage,
  type ListQuery,
  type ListSpec,
  type SortSpec,
} from '../../domain/shared/list-query'
import type { Row } from '../../api/shared/store'
import { columnKind, columnOf } from './columns'
import { conditionToSql } from './condition-to-sql'
import type { Executor } from './executor'
import { FIELD_SEPARATOR, likePatternSql, searchDocument } from './search-document'
import { searchTableFor, searchTablePage } from './search-table'
import type { CollectionTable } from './tables'

/** The shortest search a trigram index can narrow down (pg_trgm needs three characters). */
const TRIGRAM_MIN_LENGTH = 3

const searchIndexed = new WeakMap<CollectionTable, boolean>()

/** Whether schema.ts gives the table a `<table>_search_idx` (a trigram index on its search fields). */
export function hasSearchIndex(table: CollectionTable): boolean {
  let known = searchIndexed.get(table)
  if (known === undefined) {
    const config = getTableConfig(table)
    known = config.indexes.some((index) => index.config.name === `${config.name}_search_idx`)
    searchIndexed.set(table, known)
  }
  return known
}

/** Whether the search for `q` is narrowed down by the collection's trigram index. */
export function searchUsesIndex(table: CollectionTable, spec: ListSpec, q: string): boolean {
  return spec.search.length > 0 && [...q].length >= TRIGRAM_MIN_LENGTH && hasSearchIndex(table)
}

/** Case-insensitive substring match of `q` on any search field (an array matches if any item does). */
export function searchSql(
  table: CollectionTable,
  spec: ListSpec,
  q: string | undefined,
): SQL | null {
  if (!q || spec.search.length === 0) return null
  // `a ILIKE p` is `lower(a) LIKE lower(p)` in PostgreSQL (UTF-8), and lower() once per value is
  // cheaper than ILIKE's own case folding.
  const pattern = likePatternSql(q)
  const columns = spec.search.map((field) => columnOf(table, field))
  const parts = columns.map((column, i) => {
    const kind = columnKind(column)
    if (kind === 'array') {
      // Item by item, as the in-memory side does: a match may not span two items.
      return sql`EXISTS (SELECT 1 FROM unnest(${column}) AS item WHERE lower(item) LIKE ${pattern})`
    }
    if (kind === 'text') return sql`lower(${column}) LIKE ${pattern}`
    // The text form of a uuid is already lower case.
    if (kind === 'uuid') return sql`${column}::text LIKE ${pattern}`
    throw new Error(`Search on ${spec.search[i]} (${kind}) is not supported`)
  })
  const exact = sql`(${sql.join(parts, sql` OR `)})`
  if (!searchUsesIndex(table, spec, q)) return exact
  // The lower-cased fields joined by a newline contain q exactly when one of them does, as long as q
  // holds no newline itself (then a match could span two fields): one test, served by the index.
  const inDocument = sql`${searchDocument(columns)} LIKE ${pattern}`
  return q.includes(FIELD_SEPARATOR) ? sql`(${inDocument} AND ${exact})` : inDocument
}

/** The sort key: a text sort compares lower-cased text by code point, as compareValues does. */
export function sortKeySql(table: CollectionTable, sort: SortSpec): SQL {
  const column = columnOf(table, sort.field)
  const kind = columnKind(column)
  if (sort.kind === 'number') {
    if (kind !== 'number') throw new Error(`Number sort on ${sort.field} (${kind})`)
    const value = column.notNull ? sql`${column}` : sql`COALESCE(${column}, 0)`
    if (sort.pivotAt === undefined) return value
    // pivotKey in SQL: no index serves it (the pivot moves each day); a sort of the matches.
    return sql`(CASE WHEN ${value} >= ${sort.pivotAt} THEN ${value} ELSE ${PIVOT_BASE} - ${value} END)`
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

/** The WHERE of a list query without its cursor, in two parts: filter and exact-match fields, and search. */
function listWhereParts(
  table: CollectionTable,
  spec: ListSpec,
  query: ListQuery,
  now: number,
): { filter: SQL | undefined; search: SQL | undefined } {
  const condition = queryCondition(spec, query, now)
  return {
    filter: condition ? conditionToSql(table, condition) : undefined,
    search: searchSql(table, spec, query.q) ?? undefined,
  }
}

export async function listRows(
  db: Executor,
  table: CollectionTable,
  spec: ListSpec,
  query: ListQuery,
  now: number,
  options: { total: boolean } = { total: true },
): Promise<ListPage<Row>> {
  const sort = sortOf(spec, query, now)
  let cursor: Cursor | null = null
  if (query.cursor) {
    cursor = decodeCursor(query.cursor, sort)
    if (!cursor) throw new AppError('VALIDATION', 'Invalid cursor', { cursor: 'Invalid cursor' })
  }
  const { filter, search } = listWhereParts(table, spec, query, now)
  const key = sortKeySql(table, sort)
  const before = cursor ? afterCursorSql(table, sort, key, cursor) : undefined
  const limit = query.limit + 1
  const cap = query.q ? SEARCH_TOTAL_CAP : null
  const count = () => countRows(db, table, and(filter, search), cap)
  // One after the other: a transaction is one connection, which runs one statement at a time.
  let total: Awaited<ReturnType<typeof count>>
  let rows: unknown[]
  const searchTable = searchTableFor(table, sort, query.q, filter !== undefined, spec.search)
  if (searchTable && query.q) {
    const page = await searchTablePage(db, table, searchTable, sort, query.q, cursor, limit)
    rows = page.rows
    total = page.total ?? (await count())
  } else if (search && searchUsesIndex(table, spec, query.q ?? '')) {
    total = await count()
    rows = await indexedSearchPage(db, table, sort, and(filter, before), search, limit, total)
  } else {
    rows = await db
      .select()
      .from(table)
      .where(and(filter, search, before))
      .orderBy(...orderBySql(table, sort))
      .limit(limit)
    // A first page that is not full holds every match: no need to look for them all again (a rare
    // letter among 100k persons: one pass over the table instead of two).
    // Without a total wanted, the page's own count stands in for it (firstRows drops it).
    total =
      (!cursor && rows.length < limit) || !options.total ? { total: rows.length } : await count()
  }
  const items = (rows as Row[]).slice(0, query.limit)
  const last = items[items.length - 1]
  return {
    items,
    ...total,
    next_cursor:
      rows.length > query.limit && last
        ? encodeCursor({ v: sortValue(sort, last), id: last.id })
        : null,
  }
}

/** Rows of the sort order a search with many matches looks at before it sorts all matches instead. */
export const SEARCH_WALK_ROWS = 500

/**
 * A page of a search the trigram index serves. The planner, trusting its match estimate, likes to walk
 * the sort index testing row after row until the page is full: thousands of rows when the matches sit
 * late in the order ("jes" at 100k persons: 88 ms, where all matches sorted take 3 ms). So:
 * - at most the cap matching (the count says so): all matches from the index, then sorted;
 * - more: the first SEARCH_WALK_ROWS rows of the order (after the cursor) are tested; when they hold
 *   a full page, it is the page (common texts: "com" in every e-mail address). Otherwise the matches
 *   are too sparse for a walk, and all of them are sorted.
 */
async function indexedSearchPage(
  db: Executor,
  table: CollectionTable,
  sort: SortSpec,
  where: SQL | undefined,
  search: SQL,
  limit: number,
  total: { total_capped?: true },
): Promise<Row[]> {
  const order = orderBySql(table, sort)
  if (total.total_capped) {
    // Named as the table, so the search's column references read the window's rows.
    const window = db
      .select()
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(SEARCH_WALK_ROWS)
      .as(getTableName(table))
    const walked = await db
      .select()
      .from(window)
      .where(search)
      .orderBy(...order)
      .limit(limit)
    if (walked.length === limit) return walked as unknown as Row[]
  }
  const rows = await db
    .select()
    .from(table)
    .where(and(where, search))
    .orderBy(...unindexedOrderBySql(table, sort))
    .limit(limit)
  return rows as Row[]
}

/**
 * The sort order of orderBySql in a form no index matches, so that the planner cannot walk the sort
 * index (`|| ''` and `+ 0` leave every value as it is). One statement: unlike a `SET LOCAL
 * enable_indexscan = off` around it, it holds outside a transaction and on any pooled connection.
 */
function unindexedOrderBySql(table: CollectionTable, sort: SortSpec): SQL[] {
  const key = sortKeySql(table, sort)
  const unindexed = sort.kind === 'text' ? sql`(${key} || '')` : sql`(${key} + 0)`
  const dir = sort.direction === 'asc' ? asc : desc
  return [dir(unindexed), dir(table.id as AnyPgColumn)]
}

/**
 * How many rows match, counting no further than `cap` (null: all). Counting every match of a short
 * search means testing every row; stopping at the cap keeps a page's cost near its own size.
 */
async function countRows(
  db: Executor,
  table: CollectionTable,
  where: SQL | undefined,
  cap: number | null,
): Promise<{ total: number; total_capped?: true }> {
  if (cap === null) {
    const counted = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(where)
    return { total: counted[0]?.n ?? 0 }
  }
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matches')
  const counted = await db.select({ n: sql<number>`count(*)::int` }).from(matches)
  const n = counted[0]?.n ?? 0
  return n > cap ? { total: cap, total_capped: true } : { total: n }
}
