// A search page read from a collection's search table (decision 020): narrow rows holding each
// record's sort key and search document, kept by a trigger. Testing a stored document costs a plain
// LIKE, where the collection's own rows need their fields joined and lower-cased first, so a search
// walks the sort order or sorts all its matches 2-3 times faster, and touches a smaller table.
import { getTableColumns, getTableName, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { SEARCH_TOTAL_CAP, type Cursor, type SortSpec } from '../../domain/shared/list-query'
import { personResource } from '../../domain/crm/person'
import type { Executor } from './executor'
import { persons, personsSearch } from './schema'
import { FIELD_SEPARATOR, likePatternSql } from './search-document'
import type { CollectionTable } from './tables'

export type SearchTable = PgTable & { id: AnyPgColumn; key: AnyPgColumn; doc: AnyPgColumn }

type SearchTableOf = {
  table: SearchTable
  /** The text sort whose key the table holds: lists in another order search the collection itself. */
  sortField: string
  /** The fields its document joins (the list's search fields, migration 0007's trigger). */
  fields: readonly string[]
}

const searchTables = new Map<CollectionTable, SearchTableOf>([
  [persons, { table: personsSearch, sortField: 'name', fields: personResource.list.search }],
])

const sameFields = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((field, i) => field === b[i])

/**
 * The collection's search table when it can answer this list: a search of every field its document
 * holds (not a search narrowed to the fields a role sees), with no filter, in the order of its key,
 * for text without a newline (the document joins the fields with one).
 */
export function searchTableFor(
  table: CollectionTable,
  sort: SortSpec,
  q: string | undefined,
  filtered: boolean,
  searched: readonly string[],
): SearchTable | null {
  const entry = searchTables.get(table)
  if (!entry || !q || filtered || q.includes(FIELD_SEPARATOR)) return null
  if (!sameFields(searched, entry.fields)) return null
  return sort.kind === 'text' && sort.field === entry.sortField ? entry.table : null
}

/** The fewest index entries a search with more matches than SEARCH_TOTAL_CAP walks. */
export const SEARCH_TABLE_MIN_WALK = 500

/**
 * Index entries walked per estimated match before all matches are sorted instead. Walking an entry
 * costs about a third of what sorting a match costs (a heap visit, the test and the sort), so a
 * walk as long as the matches are many, then sorting them all if the page is still not full, costs
 * at most a third more than sorting at once; a search whose matches are spread through the order
 * ("com" in every e-mail address) fills its page after a few entries instead of sorting thousands.
 * Measured at 100k persons (decision 020): 1 a little ahead of 2 and 3 at the 95th percentile.
 */
export const SEARCH_TABLE_WALK_PER_MATCH = 1

/**
 * A page of a search answered from the collection's search table, in one statement (each statement
 * costs PGlite ~1 ms on its own, and it hands rows over one by one, slowly):
 * 1. `counted`: the first matches in the table's physical order, up to one past the cap: the total;
 *    when that is all of them, their ids; else an estimate of how many match in all, from the block
 *    where the first ones end (the physical order has nothing to do with the text, so the rest of
 *    the table holds about as many a block), and with it how far the walk goes.
 * 2. `walked`: that many entries of the sort order (after the cursor), an index-only walk testing
 *    each stored document.
 * 3. `found`: the walk's page when it is full; else all matches (the trigram index finds them)
 *    sorted; or, when they are known, the known ids sorted. Branches whose condition is false are
 *    never run (PostgreSQL tests a condition without columns once, first).
 */
export async function searchTablePage(
  db: Executor,
  table: CollectionTable,
  search: SearchTable,
  sort: SortSpec,
  q: string,
  cursor: Cursor | null,
  limit: number,
): Promise<{ rows: unknown[]; total: { total: number; total_capped?: true } | null }> {
  const cap = SEARCH_TOTAL_CAP
  // Constants of the statement, not input: written into it (an untyped parameter would need a cast).
  const int = (value: number) => sql.raw(String(Math.trunc(value)))
  const perMatch = sql.raw(String(SEARCH_TABLE_WALK_PER_MATCH))
  const { id, key, doc } = search
  const pattern = likePatternSql(q)
  const matches = sql`${doc} LIKE ${pattern}`
  const dir = sort.direction === 'asc' ? sql.raw('ASC') : sql.raw('DESC')
  const op = sort.direction === 'asc' ? sql.raw('>') : sql.raw('<')
  const after = cursor
    ? sql`(${key}, ${id}) ${op} (${cursor.v}::text COLLATE "C", ${cursor.id}::uuid)`
    : sql`TRUE`
  // The key in a form no index matches: the candidates are sorted, the walk index is not walked.
  const sortAll = sql`ORDER BY ${key} || '' ${dir}, ${id} ${dir} LIMIT ${int(limit)}`
  const blocks = sql`pg_relation_size(${getTableName(search)}::regclass) / current_setting('block_size')::int`

  const counted = db
    .$with('counted', {
      n: sql<number>`n`.as('n'),
      ids: sql`ids`.as('ids'),
      walk: sql<number>`walk`.as('walk'),
    })
    .as(
      sql`SELECT count(*)::int AS n,
        CASE WHEN count(*) <= ${int(cap)} THEN array_agg(id) END AS ids,
        CASE WHEN count(*) > ${int(cap)} THEN greatest(${int(SEARCH_TABLE_MIN_WALK)}, ceil(
          ${perMatch} * count(*) * greatest(${blocks}, max(block) + 1) / (max(block) + 1)
        ))::int ELSE 0 END AS walk
      FROM (SELECT ${id} AS id, (${search}.ctid::text::point)[0] AS block
        FROM ${search} WHERE ${matches} LIMIT ${int(cap + 1)}) AS first_matches`,
    )
  const walked = db
    .$with('walked', { id: sql<string>`id`.as('id'), key: sql<string>`key`.as('key') })
    .as(
      sql`SELECT id, key FROM (
        SELECT ${id} AS id, ${key} AS key, ${doc} AS doc FROM ${search} WHERE ${after}
        ORDER BY ${key} ${dir}, ${id} ${dir} LIMIT (SELECT walk FROM counted)
      ) AS entries
      WHERE doc LIKE ${pattern} ORDER BY key ${dir}, id ${dir} LIMIT ${int(limit)}`,
    )
  const walkFull = sql`(SELECT count(*) FROM walked) = ${int(limit)}`
  const found = db
    .$with('found', { id: sql<string>`id`.as('id'), key: sql<string>`key`.as('key') })
    .as(
      sql`SELECT id, key FROM walked WHERE ${walkFull}
      UNION ALL (SELECT ${id}, ${key} FROM ${search}
        WHERE (SELECT n FROM counted) > ${int(cap)} AND NOT ${walkFull} AND ${matches} AND ${after}
        ${sortAll})
      UNION ALL (SELECT ${id}, ${key} FROM ${search}
        WHERE (SELECT n FROM counted) <= ${int(cap)} AND ${id} = ANY((SELECT ids FROM counted)::uuid[]) AND ${after}
        ${sortAll})`,
    )
  const rows = await db
    .with(counted, walked, found)
    .select({ ...getTableColumns(table), searchTotal: sql<number>`(SELECT n FROM counted)` })
    .from(found)
    .innerJoin(table, sql`${table.id} = found.id`)
    .orderBy(sql`found.key ${dir}`, sql`found.id ${dir}`)
  // No row: no match at all, or none after the cursor (past the last page: rare), where the caller
  // counts them.
  const n = rows[0]?.searchTotal ?? (cursor ? null : 0)
  const total =
    n === null ? null : n > cap ? { total: cap, total_capped: true as const } : { total: n }
  return { rows: rows.map(({ searchTotal: _, ...row }) => row), total }
}
