// The clients' answers to estimates in the hub (issue #31 section 2, decision 049): approvals and
// change requests. Only the server keeps them (StoreTx.estimateResponses is null in the demo, which
// has no hub).
import type { RecordLogTx } from '../shared/record-log-store'
import type { EstimateResponse } from '../../domain/hub/estimate-response'

export type EstimateResponsesTx = RecordLogTx<EstimateResponse>
