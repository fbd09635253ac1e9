// The clients' answers to estimates (api/hub/estimate-responses-store.ts) on SQL.
import type { EstimateResponsesTx } from '../../api/hub/estimate-responses-store'
import type { EstimateResponse } from '../../domain/hub/estimate-response'
import type { Executor } from './executor'
import { createRecordLogTx } from './record-log-sql'
import { estimateResponses } from './schema'

export const createEstimateResponsesTx = (db: Executor): EstimateResponsesTx =>
  createRecordLogTx(
    db,
    estimateResponses,
    estimateResponses.estimate_id,
    (row: typeof estimateResponses.$inferSelect): EstimateResponse => ({
      ...row,
      kind: row.kind as EstimateResponse['kind'],
    }),
  )
