// Estimate use cases: a status change (Send, Accept, Decline), and Convert to Job, which creates the
// job and remembers it on the estimate in one transaction.
import { convertEstimateToJob } from '../../domain/sales/estimate'
import { applyEstimateAction, type EstimateAction } from '../../domain/sales/estimate-status'
import type { RuleContext } from '../../domain/shared/context'
import { getOrThrow, insertRow, saveRow } from '../records/records'
import type { Row, StoreTx } from '../shared/store'

export async function estimateActionCommand(
  tx: StoreTx,
  estimateId: string,
  action: EstimateAction,
) {
  const estimate = await getOrThrow(tx, 'estimates', estimateId, { forUpdate: true })
  const { version, ...rest } = applyEstimateAction(estimate, action)
  return saveRow(tx, 'estimates', rest, version)
}

export async function convertEstimateCommand(tx: StoreTx, estimateId: string, ctx: RuleContext) {
  const estimate = await getOrThrow(tx, 'estimates', estimateId, { forUpdate: true })
  const client = await tx.get('persons', estimate.client_person_id)
  const result = convertEstimateToJob(estimate, client, ctx)
  const job: Row = { ...result.job, version: 1 }
  await insertRow(tx, 'jobs', job)
  const { version, ...converted } = result.estimate
  await saveRow(tx, 'estimates', converted, version)
  return job
}
