// Rules a create or a patch must keep that need other records: a resource's build and applyPatch see
// their own record only.
import { settleAmount, type Invoice } from '../domain/billing/invoice'
import type { Payment } from '../domain/billing/payment'
import { eq } from '../domain/shared/condition'
import type { RuleContext } from '../domain/shared/context'
import { checkShiftOverlap } from './shift-overlap'
import type { Row, StoreTx } from './store'

type RecordRule = (tx: StoreTx, row: Row, ctx: RuleContext) => Promise<Row>

const patchRules: Partial<Record<string, RecordRule>> = {
  // An invoice's amount against the payments already recorded on it.
  invoices: async (tx, row) => {
    const payments = (await tx.findAll('payments', eq('invoice_id', row.id))) as (Row & Payment)[]
    return settleAmount(row as Row & Invoice, payments)
  },
  shifts: checkShiftOverlap,
}

const createRules: Partial<Record<string, RecordRule>> = {
  shifts: checkShiftOverlap,
}

/** The patched row as the collection's cross-record rules leave it (or their refusal). */
export function applyPatchRules(
  tx: StoreTx,
  collection: string,
  row: Row,
  ctx: RuleContext,
): Promise<Row> {
  const rule = patchRules[collection]
  return rule ? rule(tx, row, ctx) : Promise.resolve(row)
}

/** The new row as the collection's cross-record rules leave it (or their refusal). */
export function applyCreateRules(
  tx: StoreTx,
  collection: string,
  row: Row,
  ctx: RuleContext,
): Promise<Row> {
  const rule = createRules[collection]
  return rule ? rule(tx, row, ctx) : Promise.resolve(row)
}
