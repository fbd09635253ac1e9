// "Create Invoice" from work (issue #34 section 3, decision 059): what the new-invoice form starts
// with for an accepted estimate, a job or a done visit (client, items, related job, the paid deposit
// to take off, the due date from the payment terms), and the deposit invoice accepting an estimate
// makes. Pure: the API reads the records and the settings and saves what these return.
import type { Job } from '../projects/job'
import type { Estimate } from '../sales/estimate'
import { depositCents, estimateNumber } from '../sales/estimate'
import { dueDateFrom, type BillingSettings } from '../settings/billing-settings'
import { AppError } from '../shared/app-error'
import { fromCents } from '../shared/money'
import type { InvoiceLine } from './invoice-lines'

export type InvoiceDraft = {
  client_person_id: string
  /** The related job (SPEC section 3), or null. */
  job_id: string | null
  line_items: InvoiceLine[]
  due_date: number
  /** The work's deposit invoice, when something was paid on it: taken off this invoice. */
  deposit_invoice_id: string | null
  /** The accepted estimate billed (from an estimate), or null (from a job). */
  estimate_id: string | null
  /** 'Estimate #1a2b3c4d', 'Spring clean-up': what the form says it bills. */
  source_label: string
}

/** A paid deposit invoice of the estimate (or null): the final invoice takes it off. */
export type PaidDeposit = { id: string; paid_cents: number } | null

const linesOf = (estimate: Pick<Estimate, 'line_items'>): InvoiceLine[] =>
  estimate.line_items.map((item) => ({
    desc: item.desc,
    qty: item.qty,
    price: item.price,
    taxable: item.taxable,
    job_id: null,
  }))

/** Only an accepted estimate is billed: refused with its status otherwise. */
export function assertInvoiceable(estimate: Pick<Estimate, 'status'>): void {
  if (estimate.status !== 'Accepted') {
    throw new AppError(
      'INVALID_STATE',
      `Only an accepted estimate can be invoiced (this one is ${estimate.status})`,
    )
  }
}

/** An accepted estimate (an open or sent one is not agreed yet): its lines, its job, its deposit. */
export function draftFromEstimate(
  estimate: Estimate,
  deposit: PaidDeposit,
  settings: Pick<BillingSettings, 'payment_terms_days'>,
  now: number,
): InvoiceDraft {
  assertInvoiceable(estimate)
  return {
    client_person_id: estimate.client_person_id,
    job_id: estimate.job_id,
    line_items: linesOf(estimate),
    due_date: dueDateFrom(now, settings),
    deposit_invoice_id: deposit && deposit.paid_cents > 0 ? deposit.id : null,
    estimate_id: estimate.id,
    source_label: estimateNumber(estimate.id),
  }
}

/**
 * A job (or a done visit): the items of the estimate converted to it, when there is one; without,
 * no items (the form asks for the amount, as SPEC section 2's).
 */
export function draftFromJob(
  job: Pick<Job, 'id' | 'title' | 'client_person_id'>,
  estimate: Estimate | null,
  deposit: PaidDeposit,
  settings: Pick<BillingSettings, 'payment_terms_days'>,
  now: number,
): InvoiceDraft {
  return {
    client_person_id: job.client_person_id,
    job_id: job.id,
    line_items: estimate ? linesOf(estimate) : [],
    due_date: dueDateFrom(now, settings),
    deposit_invoice_id: estimate && deposit && deposit.paid_cents > 0 ? deposit.id : null,
    estimate_id: null,
    source_label: job.title,
  }
}

/** The estimate converted to `jobId` (the newest), whose items the job keeps. */
export function jobEstimate(jobId: string, estimates: readonly Estimate[]): Estimate | null {
  return (
    estimates.filter((e) => e.job_id === jobId).sort((a, b) => b.created_at - a.created_at)[0] ??
    null
  )
}

/** 'Deposit for Estimate #1a2b3c4d' */
export const depositLineText = (estimateId: string) => `Deposit for ${estimateNumber(estimateId)}`

/**
 * The deposit invoice accepting `estimate` makes (null: it asks for none): one untaxed line of the
 * deposit, not rounded, due on the payment terms.
 */
export function depositInvoiceBody(
  estimate: Estimate,
  settings: Pick<BillingSettings, 'payment_terms_days'>,
  now: number,
) {
  if (!estimate.deposit) return null
  const cents = depositCents(estimate.deposit, estimate.total)
  if (cents <= 0) return null
  return {
    client_person_id: estimate.client_person_id,
    job_id: null,
    due_date: dueDateFrom(now, settings),
    line_items: [
      {
        desc: depositLineText(estimate.id),
        qty: 1,
        price: fromCents(cents),
        taxable: false,
        job_id: null,
      },
    ],
  }
}
