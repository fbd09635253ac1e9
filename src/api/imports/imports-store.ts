// The storage port of CSV imports (what undo needs): the server keeps them in a table, the demo in
// a key of its browser storage.
import type { ImportRecord, ImportSummary } from '../../domain/imports/import-record'

export type ImportsTx = {
  /** Stores a new import or replaces one by id (its undo). */
  save(record: ImportRecord): Promise<void>
  /** One import; locked until the transaction ends (server), so two undos cannot both run. */
  get(id: string): Promise<ImportRecord | null>
  /** The newest `limit` imports, newest first. */
  list(limit: number): Promise<ImportSummary[]>
}
