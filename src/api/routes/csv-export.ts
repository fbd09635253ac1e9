// GET /api/{persons|companies|jobs|estimates|invoices|payments}/export.csv: a list as CSV, with the
// list screen's q / filter / sort / exact-match parameters (limit and cursor are ignored: every
// matching row is written). Whoever may read the list may export it, narrowed as the list is: its
// rows, the fields its search matches and the columns written are those the caller sees.
import { COLLECTION_PERMISSIONS } from '../../domain/access/permissions'
import { CSV_EXPORT_COLLECTIONS, CSV_EXPORTS } from '../../domain/csv/csv-columns'
import { parseOrThrow } from '../../domain/shared/app-error'
import { listQuerySchema } from '../../domain/shared/list-query'
import { csvFileName, writeCsvExport } from '../csv-export'
import { ownListCondition, servesOwnReads } from '../own-work'
import { resourceOrThrow } from '../records'
import type { ApiRoute } from '../route-types'
import { StreamedFile } from '../streamed-json'
import { visibleColumns, visibleListSpec } from '../visible-fields'

export function csvExportRoutes(): ApiRoute[] {
  return CSV_EXPORT_COLLECTIONS.map((collection): ApiRoute => {
    const def = resourceOrThrow(collection)
    const querySchema = listQuerySchema(def.list)
    return {
      method: 'GET',
      path: `/api/${collection}/export.csv`,
      summary: `The ${collection} list as CSV (the list's search, filter and sort)`,
      tag: collection,
      access: COLLECTION_PERMISSIONS[collection].read,
      servesOwn: servesOwnReads(collection),
      querySchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const query = parseOrThrow(querySchema, input.query, 'Invalid list query')
        // Before the answer starts: a refused sort is a 403, not a broken file.
        const view = {
          spec: visibleListSpec(collection, input.grant, def.list, query),
          columns: visibleColumns(collection, input.grant, CSV_EXPORTS[collection]),
        }
        const now = deps.clock()
        // One transaction: the file is one consistent moment, however many pages it takes.
        const body = new StreamedFile(
          (sink) =>
            deps.store.transaction(async (tx) => {
              const within = await ownListCondition(tx, collection, input.grant, now, query.tz ?? 0)
              await writeCsvExport(tx, collection, view, { ...query, within }, now, sink)
            }),
          'text/csv; charset=utf-8',
          csvFileName(collection, now),
        )
        return { status: 200, body }
      },
    }
  })
}
