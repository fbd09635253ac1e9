// The text a collection's trigram index (pg_trgm, GIN) holds: its list's search fields, lower-cased
// and joined by newlines. The index declared in schema.ts and the search of list-sql.ts build it with
// this one function, so the planner sees the same expression and can use the index.
import { sql, type SQL } from 'drizzle-orm'
import { index, type AnyPgColumn } from 'drizzle-orm/pg-core'

/** Between two fields (or two items of a list field) in the document. */
export const FIELD_SEPARATOR = '\n'

/**
 * `q` as the pattern of a case-insensitive LIKE on lower-cased text: its own %, _ and \ match
 * literally, and lower() is PostgreSQL's, as on the text it is matched against.
 */
export function likePatternSql(q: string): SQL {
  return sql`lower(${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`
}

/** array_to_string is only STABLE; the search_indexes migration wraps it as an IMMUTABLE function. */
const LIST_TEXT_FUNCTION = 'gw_text_list'

function fieldText(column: AnyPgColumn): SQL {
  if (column.columnType === 'PgArray') return sql`${sql.raw(LIST_TEXT_FUNCTION)}(${column})`
  if (column.columnType === 'PgUUID') return sql`(${column})::text`
  return column.notNull ? sql`${column}` : sql`COALESCE(${column}, '')`
}

/** lower(field || E'\n' || field ...): only immutable functions, so it can be indexed. */
export function searchDocument(columns: readonly AnyPgColumn[]): SQL {
  return sql`lower(${sql.join(columns.map(fieldText), sql.raw(` || E'\\n' || `))})`
}

/** An index on searchDocument(columns) that answers LIKE '%text%' for texts of 3 or more characters. */
export function searchIndexExpression(columns: readonly AnyPgColumn[]): SQL {
  return sql`(${searchDocument(columns)}) gin_trgm_ops`
}

/**
 * The trigram index `name` on searchDocument(columns). Without fastupdate, every write updates the
 * index itself: GIN's default pending list is only merged by VACUUM (on PGlite only after many
 * writes: decision 017) or when it fills, and every search scans it whole until then (persons at 100k rows: 287
 * pending pages, a 3-character search 2-5x slower).
 */
export function searchIndex(name: string, columns: readonly AnyPgColumn[]) {
  return index(name).using('gin', searchIndexExpression(columns)).with({ fastupdate: false })
}
