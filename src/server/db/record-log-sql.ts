// A record log (api/shared/record-log-store.ts) on SQL: one table with an `id`, an `at` and the
// column naming the record, read oldest first; a restore writes its rows back in chunks.
import { asc, eq, type Column } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { RecordLogTx } from '../../api/shared/record-log-store'
import type { Executor } from './executor'

/** Rows per INSERT of a restore. */
const RESTORE_CHUNK = 500

type LogTable = PgTable & { id: Column; at: Column }

export function createRecordLogTx<T, Stored>(
  db: Executor,
  table: LogTable,
  recordColumn: Column,
  asRow: (stored: Stored) => T,
): RecordLogTx<T> {
  const ordered = [asc(table.at), asc(table.id)]
  const read = async (query: Promise<unknown>) => ((await query) as Stored[]).map(asRow)
  return {
    async add(row) {
      await db.insert(table).values(row as never)
    },
    listOf: (recordId) =>
      read(
        db
          .select()
          .from(table as PgTable)
          .where(eq(recordColumn, recordId))
          .orderBy(...ordered),
      ),
    exportAll: () =>
      read(
        db
          .select()
          .from(table as PgTable)
          .orderBy(...ordered),
      ),
    async restoreAll(rows) {
      await db.delete(table)
      for (let i = 0; i < rows.length; i += RESTORE_CHUNK) {
        await db.insert(table).values(rows.slice(i, i + RESTORE_CHUNK) as never)
      }
    },
  }
}
