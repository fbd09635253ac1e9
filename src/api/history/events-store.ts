// The History's storage port (issue #30): events written in the transaction of the change they tell
// about, by the transaction's actor (TransactionOptions.actorId; none: Groundwork itself). The
// server keeps them; the demo keeps none (its StoreTx has `events: null`).
import type {
  HistoryCollection,
  RecordEventInput,
  StoredRecordEvent,
} from '../../domain/history/record-event'

export type EventPageQuery = {
  limit: number
  /** The `next_cursor` of the page before, or null for the newest events. */
  cursor: string | null
  /**
   * Only the events about these fields of the record (a reader who sees only some of it), none that
   * name no field; null: every event.
   */
  onlyFields: readonly string[] | null
}

export type EventsTx = {
  /** Writes one event, stamped with the transaction's actor and (unless it names one) time. */
  add(event: RecordEventInput): Promise<void>
  /** A record's events, newest first. */
  listOf(
    collection: HistoryCollection,
    recordId: string,
    query: EventPageQuery,
  ): Promise<{ items: StoredRecordEvent[]; next_cursor: string | null }>
  /** Every event, oldest first (a backup). */
  exportAll(): Promise<StoredRecordEvent[]>
  /** Writes `events` after a restore's replaceAll (which clears them). */
  restoreAll(events: readonly StoredRecordEvent[]): Promise<void>
}
