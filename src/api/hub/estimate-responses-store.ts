// The clients' answers to estimates in the hub (issue #31 section 2, decision 049): approvals and
// change requests. Only the server keeps them (StoreTx.estimateResponses is null in the demo, which
// has no hub).
import type { EstimateResponse } from '../../domain/hub/estimate-response'

export type EstimateResponsesTx = {
  add(response: EstimateResponse): Promise<void>
  /** An estimate's answers, oldest first. */
  listOf(estimateId: string): Promise<EstimateResponse[]>
  /** Every answer, oldest first (a backup). */
  exportAll(): Promise<EstimateResponse[]>
  /** Writes `responses` after a restore's replaceAll (which clears them). */
  restoreAll(responses: readonly EstimateResponse[]): Promise<void>
}
