// Create Invoice from work and deposits (issue #34 section 3, decision 059): the draft the new-invoice
// form starts with, and the deposit invoice an accepted estimate makes (from the office's "Mark
// Accepted" and the client's approval in the hub alike, in the same transaction).
import { amountPaid, withInvoiceTotals } from '../../domain/billing/invoice'
import {
  depositInvoiceBody,
  draftFromEstimate,
  draftFromJob,
  type InvoiceDraft,
  type PaidDeposit,
} from '../../domain/billing/invoice-draft'
import { alreadyInvoiced, estimateAlreadyInvoiced } from '../../domain/billing/invoice-lines'
import { AppError } from '../../domain/shared/app-error'
import { eq } from '../../domain/shared/condition'
import type { RuleContext } from '../../domain/shared/context'
import { toCents } from '../../domain/shared/money'
import { buildRecord, getOrThrow, insertRow } from '../records/records'
import { estimateInvoiceNumber, invoicedAmong } from './invoiced-work'
import { visitEstimates } from './visit-estimates'
import type { Row, RowOf, StoreTx } from '../shared/store'

/** The deposit invoice of `estimateId` and what was paid on it, or null. */
async function paidDeposit(tx: StoreTx, estimateId: string): Promise<PaidDeposit> {
  const [deposit] = await tx.findAll('invoices', eq('deposit_estimate_id', estimateId))
  if (!deposit) return null
  // Taken off once: a later visit of the same work bills without it.
  if ((await tx.findAll('invoices', eq('deposit_invoice_id', deposit.id))).length > 0) return null
  const payments = await tx.findAll('payments', eq('invoice_id', deposit.id))
  return {
    id: deposit.id,
    paid_cents: Math.min(toCents(amountPaid(payments)), toCents(deposit.amount)),
  }
}

/** Refuses a job an invoice bills already, with that invoice's number. */
async function refuseInvoiced(tx: StoreTx, jobId: string | null): Promise<void> {
  if (jobId === null) return
  const billedOn = (await invoicedAmong(tx, [jobId])).get(jobId)
  if (billedOn) throw alreadyInvoiced(billedOn, jobId)
}

export type DraftSource = { job_id?: string | undefined; estimate_id?: string | undefined }

/** The new invoice's start for a job (or visit) or an accepted estimate. */
export async function invoiceDraft(
  tx: StoreTx,
  source: DraftSource,
  now: number,
): Promise<InvoiceDraft> {
  const settings = await tx.getBillingSettings()
  if (source.estimate_id) {
    const estimate = await getOrThrow(tx, 'estimates', source.estimate_id)
    const billedOn = await estimateInvoiceNumber(tx, estimate.id)
    if (billedOn) throw estimateAlreadyInvoiced(billedOn, estimate.id)
    await refuseInvoiced(tx, estimate.job_id)
    return draftFromEstimate(estimate, await paidDeposit(tx, estimate.id), settings, now)
  }
  if (source.job_id) {
    const job = await getOrThrow(tx, 'jobs', source.job_id)
    await refuseInvoiced(tx, job.id)
    const estimate = (await visitEstimates(tx, [job])).get(job.id) ?? null
    const deposit = estimate ? await paidDeposit(tx, estimate.id) : null
    return draftFromJob(job, estimate, deposit, settings, now)
  }
  const message = 'Say which job or estimate to invoice (job_id or estimate_id)'
  throw new AppError('VALIDATION', message, { job_id: message })
}

/**
 * The deposit invoice of an estimate just accepted, once: the estimate's row is locked by the
 * accept, and a unique index on `deposit_estimate_id` holds it in the database too.
 */
export async function createDepositInvoice(
  tx: StoreTx,
  estimate: RowOf<'estimates'>,
  ctx: RuleContext,
): Promise<Row | null> {
  const settings = await tx.getBillingSettings()
  const body = depositInvoiceBody(estimate, settings, ctx.now)
  if (!body) return null
  if ((await tx.findAll('invoices', eq('deposit_estimate_id', estimate.id))).length > 0) return null
  const built = (await buildRecord(tx, 'invoices', body, ctx)) as RowOf<'invoices'>
  // A deposit is exactly its amount: no tax on it, never rounded.
  const row: Row = {
    ...withInvoiceTotals({ ...built, deposit_estimate_id: estimate.id, round_totals: false }),
    version: built.version,
  }
  await insertRow(tx, 'invoices', row)
  return row
}
