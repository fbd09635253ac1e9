// Estimate use cases: a status change (Send, Accept with its deposit invoice, Decline), and Convert
// to Job, which creates the job and remembers it on the estimate in one transaction.
import { convertEstimateToJob } from '../../domain/sales/estimate'
import { applyEstimateAction, type EstimateAction } from '../../domain/sales/estimate-status'
import type { RuleContext } from '../../domain/shared/context'
import { getOrThrow, insertRow, saveRow } from '../records/records'
import type { Row, RowOf, StoreTx } from '../shared/store'
import { createDepositInvoice } from '../billing/invoice-from-work'

/**
 * A status change; accepting an estimate that asks for a deposit also makes its deposit invoice
 * (decision 059), in the office ("Mark Accepted") and in the client hub (Approve) alike.
 */
export async function estimateActionCommand(
  tx: StoreTx,
  estimateId: string,
  action: EstimateAction,
  ctx: RuleContext,
) {
  const estimate = await getOrThrow(tx, 'estimates', estimateId, { forUpdate: true })
  const { version, ...rest } = applyEstimateAction(estimate, action)
  const saved = await saveRow(tx, 'estimates', rest, version)
  if (action === 'accept') await createDepositInvoice(tx, saved as RowOf<'estimates'>, ctx)
  return saved
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
