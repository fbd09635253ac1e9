// The clients' answers to estimates (api/hub/estimate-responses-store.ts) on SQL.
import { asc, eq } from 'drizzle-orm'
import type { EstimateResponsesTx } from '../../api/hub/estimate-responses-store'
import type { EstimateResponse } from '../../domain/hub/estimate-response'
import type { Executor } from './executor'
import { estimateResponses } from './schema'

/** Rows per INSERT of a restore. */
const RESTORE_CHUNK = 500

const asResponse = (row: typeof estimateResponses.$inferSelect): EstimateResponse => ({
  ...row,
  kind: row.kind as EstimateResponse['kind'],
})

export function createEstimateResponsesTx(db: Executor): EstimateResponsesTx {
  return {
    async add(response) {
      await db.insert(estimateResponses).values(response)
    },
    async listOf(estimateId) {
      const rows = await db
        .select()
        .from(estimateResponses)
        .where(eq(estimateResponses.estimate_id, estimateId))
        .orderBy(asc(estimateResponses.at), asc(estimateResponses.id))
      return rows.map(asResponse)
    },
    async exportAll() {
      const rows = await db
        .select()
        .from(estimateResponses)
        .orderBy(asc(estimateResponses.at), asc(estimateResponses.id))
      return rows.map(asResponse)
    },
    async restoreAll(responses) {
      await db.delete(estimateResponses)
      for (let i = 0; i < responses.length; i += RESTORE_CHUNK) {
        await db.insert(estimateResponses).values(responses.slice(i, i + RESTORE_CHUNK))
      }
    },
  }
}
