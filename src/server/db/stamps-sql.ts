// The record stamps' port (api/record-stamps.ts) on SQL: written by the transaction that writes the
// record, for the user a store acts for (sql-store.ts `actingFor`).
import { and, eq, sql } from 'drizzle-orm'
import type { StampsTx } from '../../api/record-stamps'
import type { Executor } from './executor'
import { recordStamps } from './schema'

export type StampWriter = {
  /** `ids` of `collection` were created (or, with `created` false, changed) by the acting user. */
  written(collection: string, ids: readonly string[], created: boolean): Promise<void>
  /** `id` of `collection` is gone. */
  removed(collection: string, id: string): Promise<void>
  /** Every record is replaced (a reset, a restore): no stamp holds any more. */
  cleared(): Promise<void>
}

export function createStampsTx(db: Executor): StampsTx {
  return {
    async of(collection, id) {
      const rows = await db
        .select({ created_by: recordStamps.created_by, updated_by: recordStamps.updated_by })
        .from(recordStamps)
        .where(and(eq(recordStamps.collection, collection), eq(recordStamps.record_id, id)))
      return rows[0] ?? null
    },
    async createdBy(collection, userId) {
      const rows = await db
        .select({ record_id: recordStamps.record_id })
        .from(recordStamps)
        .where(and(eq(recordStamps.collection, collection), eq(recordStamps.created_by, userId)))
      return rows.map((r) => r.record_id)
    },
    async exportAll() {
      return db
        .select({
          collection: recordStamps.collection,
          record_id: recordStamps.record_id,
          created_by: recordStamps.created_by,
          updated_by: recordStamps.updated_by,
        })
        .from(recordStamps)
        .orderBy(recordStamps.collection, recordStamps.record_id)
    },
    async restoreAll(stamps) {
      for (let i = 0; i < stamps.length; i += STAMP_CHUNK) {
        await db.insert(recordStamps).values(stamps.slice(i, i + STAMP_CHUNK))
      }
    },
  }
}

/** Rows per INSERT of a restore (well below PostgreSQL's 65,535 parameters). */
const STAMP_CHUNK = 1000

export function createStampWriter(db: Executor, actorId: string | null): StampWriter {
  return {
    async written(collection, ids, created) {
      if (actorId === null || ids.length === 0) return
      await db
        .insert(recordStamps)
        .values(
          ids.map((id) => ({
            collection,
            record_id: id,
            // A record first written now by an edit (sample data) has no known creator.
            created_by: created ? actorId : null,
            updated_by: actorId,
          })),
        )
        .onConflictDoUpdate({
          target: [recordStamps.collection, recordStamps.record_id],
          set: { updated_by: sql`excluded.updated_by` },
        })
    },
    async removed(collection, id) {
      await db
        .delete(recordStamps)
        .where(and(eq(recordStamps.collection, collection), eq(recordStamps.record_id, id)))
    },
    async cleared() {
      await db.delete(recordStamps)
    },
  }
}
