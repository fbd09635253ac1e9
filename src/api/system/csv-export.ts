// A list's CSV export: the rows its screen shows for the same search, filter and sort, written a
// page at a time (keyset, as the list pages), so a list of any length is never held in memory.
import { csvHeader, csvRow, type CsvColumn } from '../../domain/csv/csv-columns'
import { csvLines } from '../../domain/csv/csv-text'
import {
  encodeCursor,
  MAX_LIMIT,
  sortOf,
  sortValue,
  type ListQuery,
  type ListSpec,
} from '../../domain/shared/list-query'
import type { StoreTx } from '../shared/store'
import type { TextSink } from '../shared/streamed-json'

/** Excel reads a CSV file as UTF-8 only when it starts with the byte order mark. */
const UTF8_BOM = '\uFEFF'

/**
 * What an export holds for its caller (visible-fields.ts): the list spec its search runs with and
 * the columns it writes.
 */
export type CsvExportView = { spec: ListSpec; columns: readonly CsvColumn[] }

export async function writeCsvExport(
  tx: StoreTx,
  collection: string,
  view: CsvExportView,
  query: ListQuery,
  now: number,
  write: TextSink,
): Promise<void> {
  const { spec, columns } = view
  const sort = sortOf(spec, query, now)
  await write(UTF8_BOM + csvLines([csvHeader(columns)]))
  let cursor: string | undefined
  for (;;) {
    const page = { ...query, limit: MAX_LIMIT, cursor }
    const rows = await tx.firstRows(collection, spec, page, now)
    if (rows.length > 0) await write(csvLines(rows.map((row) => csvRow(columns, row))))
    const last = rows.at(-1)
    if (rows.length < MAX_LIMIT || !last) return
    cursor = encodeCursor({ v: sortValue(sort, last), id: last.id })
  }
}

/** 'persons-2026-11-26.csv' (UTC date: the server does not know the user's day). */
export const csvFileName = (collection: string, now: number): string =>
  `${collection}-${new Date(now).toISOString().slice(0, 10)}.csv`
