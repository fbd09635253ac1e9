// Who created and who last changed each record (issue #20): the storage port. The server keeps the
// user ids beside the records (a write made for a signed-in user stamps what it writes); the demo,
// which has no accounts, keeps none.
import type { RecordStamp } from '../domain/access/record-authors'

export type RecordStamps = { created_by: string | null; updated_by: string | null }

export type StampsTx = {
  /** The stamps of one record: null when no signed-in user has written it (sample data). */
  of(collection: string, id: string): Promise<RecordStamps | null>
  /** The ids of the records of `collection` that `userId` created (their own support tickets). */
  createdBy(collection: string, userId: string): Promise<string[]>
  /** Every stamp (a backup). */
  exportAll(): Promise<RecordStamp[]>
  /** Writes `stamps` after a restore's replaceAll (which clears them). */
  restoreAll(stamps: readonly RecordStamp[]): Promise<void>
}
