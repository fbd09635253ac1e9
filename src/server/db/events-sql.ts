// The History's port (api/history/events-store.ts) on SQL: events stamped with the transaction's
// actor and time, newest first, paged by (at, seq).
import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { EventsTx } from '../../api/history/events-store'
import { storedRecordEventSchema, type StoredRecordEvent } from '../../domain/history/record-event'
import { AppError } from '../../domain/shared/app-error'
import type { Executor } from './executor'
import { recordEvents } from './schema'

const encodeCursor = (event: StoredRecordEvent) => `${event.at}.${event.seq}`

function decodeCursor(cursor: string): { at: number; seq: number } {
  const match = /^(\d{1,16})\.(\d{1,16})$/.exec(cursor)
  if (!match) throw new AppError('VALIDATION', 'Invalid cursor', { cursor: 'Invalid cursor' })
  return { at: Number(match[1]), seq: Number(match[2]) }
}

const parse = (row: unknown) => storedRecordEventSchema.parse(row)

/** Rows per INSERT of a restore. */
const RESTORE_CHUNK = 500

export function createEventsTx(
  db: Executor,
  { actorId, now }: { actorId: string | null; now: () => number },
): EventsTx {
  return {
    async add(event) {
      await db.insert(recordEvents).values({
        id: randomUUID(),
        collection: event.collection,
        record_id: event.record_id,
        at: event.at ?? now(),
        kind: event.kind,
        text: event.text,
        field: event.field,
        data: event.data ?? {},
        actor_id: actorId,
      })
    },
    async listOf(collection, recordId, query) {
      const where: (SQL | undefined)[] = [
        eq(recordEvents.collection, collection),
        eq(recordEvents.record_id, recordId),
      ]
      if (query.onlyFields !== null) {
        where.push(
          query.onlyFields.length > 0
            ? inArray(recordEvents.field, [...query.onlyFields])
            : sql`false`,
        )
      }
      if (query.cursor) {
        const after = decodeCursor(query.cursor)
        where.push(sql`(${recordEvents.at}, ${recordEvents.seq}) < (${after.at}, ${after.seq})`)
      }
      const rows = await db
        .select()
        .from(recordEvents)
        .where(and(...where))
        .orderBy(desc(recordEvents.at), desc(recordEvents.seq))
        .limit(query.limit + 1)
      const items = rows.slice(0, query.limit).map(parse)
      const last = items.at(-1)
      return { items, next_cursor: rows.length > query.limit && last ? encodeCursor(last) : null }
    },
    async exportAll() {
      const rows = await db.select().from(recordEvents).orderBy(asc(recordEvents.seq))
      return rows.map(parse)
    },
    async restoreAll(events) {
      for (let i = 0; i < events.length; i += RESTORE_CHUNK) {
        await db.insert(recordEvents).values(events.slice(i, i + RESTORE_CHUNK))
      }
      // The events written after the restore come after the restored ones.
      await db.execute(
        sql`SELECT setval(pg_get_serial_sequence('record_events', 'seq'), coalesce(max(seq), 0) + 1, false) FROM record_events`,
      )
    },
  }
}

/** The events of a record that is gone go with it. */
export async function removeEventsOf(db: Executor, collection: string, id: string): Promise<void> {
  await db
    .delete(recordEvents)
    .where(and(eq(recordEvents.collection, collection), eq(recordEvents.record_id, id)))
}
