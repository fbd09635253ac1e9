// A record's History (issue #30): what happened to an estimate, invoice, job or person, who or what
// did it and when. An event is written in the transaction of the change it tells about, so a change
// that fails leaves none; its text is written then, in the words the History tab shows.
import { z } from 'zod'
import { epochMsSchema, idSchema } from '../shared/fields'
import { authorSchema } from '../access/record-authors'

/** The collections whose records keep a History. */
export const HISTORY_COLLECTIONS = ['estimates', 'invoices', 'jobs', 'persons'] as const
export type HistoryCollection = (typeof HISTORY_COLLECTIONS)[number]

export const isHistoryCollection = (collection: string): collection is HistoryCollection =>
  (HISTORY_COLLECTIONS as readonly string[]).includes(collection)

/**
 * What happened. Later work adds its own kinds (an e-mail sent, a reminder, opened by the client):
 * the kind is stored as text, so a new one needs no migration.
 */
export type RecordEventKind =
  | 'created'
  | 'status-changed'
  | 'converted'
  | 'crew-assigned'
  | 'crew-removed'
  | 'payment-recorded'
  | (string & {})

/** An event as a use case hands it to the events port (the store adds its id, time and actor). */
export type RecordEventInput = {
  collection: HistoryCollection
  record_id: string
  kind: RecordEventKind
  /** The line the History tab shows: "Status changed to Accepted". */
  text: string
  /**
   * The record's field the event tells about ('status', 'assigned_crew_id'), or null: a reader who
   * may not see that field (a Crew user reading a client) is not shown the event.
   */
  field: string | null
  /** Structured details for later use (amounts, ids); never shown as they are. */
  data?: Record<string, unknown>
  /** When it happened; the transaction's time when not given. */
  at?: number
}

/** An event as the server keeps it (and a backup carries it). */
export const storedRecordEventSchema = z
  .object({
    id: idSchema,
    seq: z.number().int().min(1),
    collection: z.enum(HISTORY_COLLECTIONS),
    record_id: idSchema,
    at: epochMsSchema,
    kind: z.string().min(1).max(100),
    text: z.string().max(2000),
    field: z.string().max(100).nullable(),
    data: z.record(z.string(), z.unknown()),
    actor_id: idSchema.nullable(),
  })
  .strict()
export type StoredRecordEvent = z.infer<typeof storedRecordEventSchema>

/** An event as GET /api/{collection}/:id/history answers it: `actor` null is Groundwork itself. */
export const recordEventSchema = z.object({
  id: idSchema,
  at: epochMsSchema,
  kind: z.string(),
  text: z.string(),
  actor: authorSchema,
})
export type RecordEvent = z.infer<typeof recordEventSchema>

export const recordEventPageSchema = z.object({
  items: z.array(recordEventSchema),
  next_cursor: z.string().nullable(),
})
export type RecordEventPage = z.infer<typeof recordEventPageSchema>

/** Who an event names when no signed-in user made the change (sample data, automatic work). */
export const SYSTEM_ACTOR_NAME = 'Groundwork'

/** The name the History tab shows for an event's actor. */
export function actorName(actor: RecordEvent['actor']): string {
  if (actor === null) return SYSTEM_ACTOR_NAME
  return actor.name ?? 'A removed user'
}
