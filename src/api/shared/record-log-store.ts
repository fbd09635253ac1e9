// A log of rows about one record kept beside it on the server (a client's answers to an estimate, a
// job's field actions): appended, read per record and in full for a backup, written back by a
// restore. The demo keeps none (its StoreTx field is null).

export type RecordLogTx<T> = {
  add(row: T): Promise<void>
  /** One record's rows, oldest first. */
  listOf(recordId: string): Promise<T[]>
  /** Every row, oldest first (a backup). */
  exportAll(): Promise<T[]>
  /** Writes `rows` after a restore's replaceAll (which clears them). */
  restoreAll(rows: readonly T[]): Promise<void>
}
