// The audit log's storage port (issue #20): the server keeps it in its database; the browser-only
// demo has no accounts and keeps none (StoreTx.audit is null there).
import type { AuditEntry, AuditQuery } from '../../domain/access/audit'

export type AuditPage = { items: AuditEntry[]; next_cursor: string | null }

export type AuditTx = {
  record(entry: AuditEntry): Promise<void>
  /** Newest first; the cursor is the last entry of the previous page. */
  list(query: AuditQuery): Promise<AuditPage>
  /** Every entry, oldest first (a backup). */
  exportAll(): Promise<AuditEntry[]>
  /** Replaces the whole log with `entries` (a restore). */
  replaceAll(entries: readonly AuditEntry[]): Promise<void>
}
