// Rules a patch must keep that need other records: a resource's applyPatch sees its own record only.
import { settleAmount, type Invoice } from '../billing/invoice'
import type { Payment } from '../billing/payment'
import { eq } from '../shared/condition'
import type { Row, StoreTx } from './store'

type PatchRule = (tx: StoreTx, row: Row) => Promise<Row>

const patchRules: Partial<Record<string, PatchRule>> = {
  // An invoice's amount against the payments already recorded on it.
  invoices: async (tx, row) => {
    const payments = (await tx.findAll('payments', eq('invoice_id', row.id))) as (Row & Payment)[]
    return settleAmount(row as Row & Invoice, payments)
  },
}

/** The patched row as the collection's cross-record rules leave it (or their refusal). */
export function applyPatchRules(tx: StoreTx, collection: string, row: Row): Promise<Row> {
  const rule = patchRules[collection]
  return rule ? rule(tx, row) : Promise.resolve(row)
}
