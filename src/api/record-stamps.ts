// Who created and who last changed each record (issue #20): the storage port. The server keeps the
// user ids beside the records (a write made for a signed-in user stamps what it writes); the demo,
// which has no accounts, keeps none.
export type RecordStamps = { created_by: string | null; updated_by: string | null }

export type StampsTx = {
  /** The stamps of one record: null when no signed-in user has written it (sample data). */
  of(collection: string, id: string): Promise<RecordStamps | null>
}
