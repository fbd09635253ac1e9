// Which invoice bills a job or an estimate (decision 059). A job is billed once: as an invoice's
// related job, on one of its lines, or as the job an estimate billed whole (Create Invoice from the
// accepted estimate) was converted to. An estimate is billed whole once.
import { estimateAlreadyInvoiced } from '../../domain/billing/invoice-lines'
import { assertInvoiceable } from '../../domain/billing/invoice-draft'
import type { Invoice } from '../../domain/billing/invoice'
import { AppError } from '../../domain/shared/app-error'
import { contains, eq, inList, or } from '../../domain/shared/condition'
import { chunks } from '../shared/chunks'
import type { StoreTx } from '../shared/store'

export const ESTIMATE_OF_CLIENT_MESSAGE = "The estimate must be one of this client's estimates"

/** Which of `jobIds` an invoice other than `exceptId` bills already, and that invoice's number. */
export async function invoicedAmong(
  tx: StoreTx,
  jobIds: readonly string[],
  exceptId?: string,
): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  const note = (jobId: string, invoice: Pick<Invoice, 'id' | 'number'>) => {
    if (invoice.id !== exceptId && !found.has(jobId)) found.set(jobId, invoice.number)
  }
  for (const ids of chunks(jobIds)) {
    const condition = or(inList('job_id', ids), ...ids.map((id) => contains('job_ids', id)))
    for (const invoice of await tx.findAll('invoices', condition)) {
      for (const id of [invoice.job_id, ...invoice.job_ids])
        if (id && ids.includes(id)) note(id, invoice)
    }
    // An estimate billed whole before it was converted bills the job it was converted to.
    const estimates = await tx.findAll('estimates', inList('job_id', ids))
    if (estimates.length === 0) continue
    const jobOf = new Map(estimates.map((estimate) => [estimate.id, estimate.job_id]))
    for (const invoice of await tx.findAll('invoices', inList('estimate_id', [...jobOf.keys()]))) {
      const jobId = invoice.estimate_id ? jobOf.get(invoice.estimate_id) : null
      if (jobId) note(jobId, invoice)
    }
  }
  return found
}

/** The number of the invoice other than `exceptId` that bills estimate `estimateId`, or null. */
export async function estimateInvoiceNumber(
  tx: StoreTx,
  estimateId: string,
  exceptId?: string,
): Promise<string | null> {
  const billing = await tx.findAll('invoices', eq('estimate_id', estimateId))
  return billing.find((invoice) => invoice.id !== exceptId)?.number ?? null
}

/**
 * Claims the estimate `invoice` bills: its row is locked, so of two invoices made from it at once
 * the second waits and then sees the first (a unique index holds it in the database too). It must
 * be this client's accepted estimate, billed by no other invoice.
 */
export async function claimEstimate(
  tx: StoreTx,
  invoice: Pick<Invoice, 'id' | 'client_person_id' | 'estimate_id'>,
): Promise<void> {
  if (invoice.estimate_id === null) return
  const estimate = await tx.get('estimates', invoice.estimate_id, { forUpdate: true })
  if (!estimate || estimate.client_person_id !== invoice.client_person_id) {
    throw new AppError('VALIDATION', ESTIMATE_OF_CLIENT_MESSAGE, {
      estimate_id: ESTIMATE_OF_CLIENT_MESSAGE,
    })
  }
  assertInvoiceable(estimate)
  const number = await estimateInvoiceNumber(tx, estimate.id, invoice.id)
  if (number) throw estimateAlreadyInvoiced(number, estimate.id)
}
