// The outbox's storage port (issue #30): a message is written in the transaction of the change that
// causes it, so both commit together; the server's worker delivers it afterwards. The server keeps
// messages in a table; the browser-only demo has no outbox (StoreTx.outbox is null there).
import type { OutboxMessage, OutboxStatus, OutboxSummary } from '../../domain/mail/outbox-message'

export type OutboxListQuery = {
  status?: OutboxStatus
  limit: number
  /** The `next_cursor` of the page before. */
  cursor?: string
}

export type OutboxPage = { items: OutboxSummary[]; next_cursor: string | null }

export type OutboxTx = {
  /**
   * Stores `message` (built by enqueueMail). With a `dedupe_key` that a stored message holds
   * already, nothing is stored and that message is answered: an automatic follow-up is enqueued
   * once, whichever server's scheduler gets there first.
   */
  enqueue(message: OutboxMessage): Promise<OutboxMessage>
  /** Newest first; never the bodies or the attachments' bytes. */
  list(query: OutboxListQuery): Promise<OutboxPage>
  /** One message with its body; `forUpdate` locks it until the transaction ends. */
  get(id: string, options?: { forUpdate?: boolean }): Promise<OutboxMessage | null>
  /** Puts a message back in the queue, due at `now`, with no attempts made yet. */
  resend(id: string, now: number): Promise<OutboxMessage | null>
  /** Every message, oldest first (a backup). */
  exportAll(): Promise<OutboxMessage[]>
  /** Writes `messages` after a restore's replaceAll (which clears the outbox). */
  restoreAll(messages: readonly OutboxMessage[]): Promise<void>
}
