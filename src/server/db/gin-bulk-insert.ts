// Many rows into a table with trigram (GIN) indexes, on PGlite: those indexes are built with
// fastupdate off (migration 0006: a search never scans a pending list), which makes each inserted
// row update every trigram's posting tree in turn, over half of a row's cost. For a bulk insert
// (an import), the indexes of the table and of its search table take the rows into their pending
// list and merge them at once before the transaction ends, and are set back: all inside the
// transaction, so a failure leaves them as they were. Not on PostgreSQL, where ALTER INDEX would
// hold other sessions' queries of the table until the commit.
import { getTableName, sql } from 'drizzle-orm'
import type { Executor } from './executor'
import type { CollectionTable } from './tables'

/** Below this many rows the one-by-one index updates cost less than the switch. */
export const GIN_BULK_MIN_ROWS = 500

async function ginIndexesOf(db: Executor, table: CollectionTable): Promise<string[]> {
  const name = getTableName(table)
  const result = (await db.execute(sql`
    SELECT c.relname AS name FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid
    JOIN pg_am a ON a.oid = c.relam
    JOIN pg_class t ON t.oid = i.indrelid
    WHERE a.amname = 'gin' AND t.relname IN (${name}, ${`${name}_search`})
      AND coalesce(c.reloptions, '{}') && ARRAY['fastupdate=false', 'fastupdate=off']
  `)) as unknown as { rows: { name: string }[] }
  return result.rows.map((row) => row.name)
}

export async function withGinPendingLists<T>(
  db: Executor,
  table: CollectionTable,
  insert: () => Promise<T>,
): Promise<T> {
  const indexes = await ginIndexesOf(db, table)
  for (const index of indexes) {
    await db.execute(sql`ALTER INDEX ${sql.identifier(index)} SET (fastupdate = true)`)
  }
  const result = await insert()
  for (const index of indexes) {
    await db.execute(sql`SELECT gin_clean_pending_list(${index}::regclass)`)
    await db.execute(sql`ALTER INDEX ${sql.identifier(index)} SET (fastupdate = false)`)
  }
  return result
}
