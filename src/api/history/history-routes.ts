// GET /api/{estimates|invoices|jobs|persons}/:id/history (issue #30): a record's events, newest
// first, paged, to whoever may read the record (the same permission and scope as reading it); a
// reader who sees only part of it gets only the events about that part (a Crew user reads a
// client's name and phone, not when the client was added or by whom). The demo keeps no History: it answers an empty page.
import { z } from 'zod'
import { COLLECTION_PERMISSIONS } from '../../domain/access/permissions'
import {
  HISTORY_COLLECTIONS,
  recordEventPageSchema,
  type RecordEventPage,
} from '../../domain/history/record-event'
import { parseOrThrow } from '../../domain/shared/app-error'
import { assertOwn, servesOwnReads } from '../access/own-work'
import { visibleRecord } from '../access/visible-fields'
import { getOrThrow, resourceOrThrow } from '../records/records'
import { idParam, type ApiRoute } from '../shared/route-types'
import type { StoreTx } from '../shared/store'

export const HISTORY_PAGE_DEFAULT = 50

export const historyQuerySchema = z
  .object({
    limit: z.coerce
      .number({ message: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(200, 'limit may be at most 200')
      .default(HISTORY_PAGE_DEFAULT),
    cursor: z.string().max(100).optional(),
  })
  .strict()

/** The names of the users who made the events, each read once. */
async function namesOf(tx: StoreTx, ids: readonly string[]): Promise<Map<string, string | null>> {
  const names = new Map<string, string | null>()
  for (const id of new Set(ids)) {
    const user = await tx.get('users', id)
    names.set(id, user?.name ?? null)
  }
  return names
}

export function historyRoutes(): ApiRoute[] {
  return HISTORY_COLLECTIONS.map((collection): ApiRoute => {
    const def = resourceOrThrow(collection)
    return {
      method: 'GET',
      path: `/api/${collection}/:id/history`,
      summary: `A ${def.label.toLowerCase()}'s History: what happened to it, who did it and when, newest first`,
      tag: collection,
      access: COLLECTION_PERMISSIONS[collection].read,
      servesOwn: servesOwnReads(collection),
      querySchema: historyQuerySchema,
      responseSchema: recordEventPageSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, def.label)
        const query = parseOrThrow(historyQuerySchema, input.query, 'Invalid history query')
        const body = await deps.store.read(async (tx): Promise<RecordEventPage> => {
          const record = await getOrThrow(tx, collection, id)
          await assertOwn(tx, collection, input.grant, record, `${def.label} not found`)
          if (tx.events === null) return { items: [], next_cursor: null }
          // A reader who sees only part of the record sees only the events about that part.
          const seen = Object.keys(visibleRecord(collection, input.grant, record))
          const isCut = seen.length < Object.keys(record).length
          const page = await tx.events.listOf(collection, record.id, {
            limit: query.limit,
            cursor: query.cursor ?? null,
            onlyFields: isCut ? seen : null,
          })
          const names = await namesOf(
            tx,
            page.items.flatMap((e) => (e.actor_id === null ? [] : [e.actor_id])),
          )
          return {
            items: page.items.map((e) => ({
              id: e.id,
              at: e.at,
              kind: e.kind,
              text: e.text,
              actor:
                e.actor_id === null
                  ? null
                  : { id: e.actor_id, name: names.get(e.actor_id) ?? null },
            })),
            next_cursor: page.next_cursor,
          }
        })
        return { status: 200, body }
      },
    }
  })
}
