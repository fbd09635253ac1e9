// The rules an invoice's create and patch keep that need other records (decisions 058, 059): the
// business's tax rate and rounding on a new invoice, the paid deposit a final invoice takes off, one
// invoice per job and per estimate billed whole, and only the client's own. Every path that writes
// an invoice (the generic routes, Create Invoice from work, a deposit, batch invoicing) goes
// through them.
import { amountPaid, withInvoiceTotals, type Invoice } from '../../domain/billing/invoice'
import { alreadyInvoiced, invoicedJobIds } from '../../domain/billing/invoice-lines'
import { documentRates } from '../../domain/settings/billing-settings'
import { AppError } from '../../domain/shared/app-error'
import { eq } from '../../domain/shared/condition'
import { fromCents, toCents } from '../../domain/shared/money'
import type { Row, RowOf, StoreTx } from '../shared/store'
import { claimEstimate, invoicedAmong } from './invoiced-work'

export const DEPOSIT_INVOICE_MESSAGE =
  "The deposit must be this client's deposit invoice, not taken off another invoice already"
export const DEPOSIT_NEEDS_ITEMS_MESSAGE = 'A deposit is taken off an invoice with line items'
export const OTHER_CLIENTS_JOB_MESSAGE =
  "The job is another client's: bill it on that client's invoice"

/**
 * Claims `jobIds` for `invoice`: each job row is locked (in id order, so two claims cannot
 * deadlock) and then the invoices naming it are read, so of two transactions billing the same job
 * at once the second waits for the first and then sees its invoice (READ COMMITTED). Refused with
 * the number of the invoice that bills it already, or when the job is another client's.
 */
export async function claimJobs(
  tx: StoreTx,
  invoice: Pick<Invoice, 'id' | 'client_person_id'>,
  jobIds: readonly string[],
): Promise<void> {
  for (const jobId of [...jobIds].sort()) {
    const job = await tx.get('jobs', jobId, { forUpdate: true })
    if (!job) {
      const message = 'Job not found for this invoice'
      throw new AppError('VALIDATION', message, { job_id: message })
    }
    if (job.client_person_id !== invoice.client_person_id) {
      throw new AppError('VALIDATION', OTHER_CLIENTS_JOB_MESSAGE, {
        job_id: OTHER_CLIENTS_JOB_MESSAGE,
      })
    }
    const billedOn = (await invoicedAmong(tx, [jobId], invoice.id)).get(jobId)
    if (billedOn) throw alreadyInvoiced(billedOn, jobId)
  }
}

/** What was paid on a deposit invoice (at most its amount), checked to be this client's. */
async function depositCredit(tx: StoreTx, row: Invoice): Promise<number> {
  if (row.deposit_invoice_id === null) return 0
  if (row.line_items.length === 0) {
    throw new AppError('VALIDATION', DEPOSIT_NEEDS_ITEMS_MESSAGE, {
      deposit_invoice_id: DEPOSIT_NEEDS_ITEMS_MESSAGE,
    })
  }
  const deposit = await tx.get('invoices', row.deposit_invoice_id, { forUpdate: true })
  const takenBy = await tx.findAll('invoices', eq('deposit_invoice_id', row.deposit_invoice_id))
  if (
    !deposit ||
    deposit.deposit_estimate_id === null ||
    deposit.client_person_id !== row.client_person_id ||
    takenBy.some((other) => other.id !== row.id)
  ) {
    throw new AppError('VALIDATION', DEPOSIT_INVOICE_MESSAGE, {
      deposit_invoice_id: DEPOSIT_INVOICE_MESSAGE,
    })
  }
  const payments = await tx.findAll('payments', eq('invoice_id', deposit.id))
  return fromCents(Math.min(toCents(amountPaid(payments)), toCents(deposit.amount)))
}

/** A new invoice: the business's rate and rounding, its deposit, its amount, its jobs claimed. */
export async function newInvoiceRules(tx: StoreTx, row: RowOf<'invoices'>): Promise<Row> {
  const rates = documentRates(await tx.getBillingSettings())
  const priced = {
    ...row,
    tax: rates.tax,
    tax_name: rates.tax_name,
    round_totals: rates.round_totals,
  }
  const withDeposit = { ...priced, deposit_credit: await depositCredit(tx, priced) }
  const next = { ...withInvoiceTotals(withDeposit), version: row.version }
  await claimEstimate(tx, next)
  await claimJobs(tx, next, next.job_ids)
  return next
}

/** A changed invoice: jobs it names now that it did not before are claimed; with another client,
 * all of them and its estimate (each must be the new client's). */
export async function changedInvoiceRules(tx: StoreTx, row: RowOf<'invoices'>): Promise<Row> {
  const before = await tx.get('invoices', row.id)
  const isSameClient = before?.client_person_id === row.client_person_id
  const had = new Set(before && isSameClient ? invoicedJobIds(before) : [])
  const added = row.job_ids.filter((id) => !had.has(id))
  if (!isSameClient) await claimEstimate(tx, row)
  await claimJobs(tx, row, added)
  return row
}
