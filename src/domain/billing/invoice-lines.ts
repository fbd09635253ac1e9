// An invoice's line items (issue #34 section 3, decision 058): the estimate's field names (desc, qty,
// price) plus `taxable` and, on a line made from a visit, `job_id`. With items, the amount is their
// total by the one figures rule (estimate-figures.ts) at the rate and rounding the invoice was made
// with, less the deposit already paid on its deposit invoice; without items it keeps its amount.
import { z } from 'zod'
import {
  estimateFigures,
  fitsMaxAmount,
  lineCents,
  type DocumentRates,
  type EstimateFigures,
} from '../sales/estimate-figures'
import { cleanPrice, cleanQty, keepLineItems } from '../sales/estimate-totals'
import { AppError } from '../shared/app-error'
import { idSchema, MAX_AMOUNT, shortText } from '../shared/fields'
import { fromCents, toCents } from '../shared/money'

export const invoiceLineSchema = z.object({
  desc: z.string(),
  qty: z.number(),
  price: z.number(),
  taxable: z.boolean().default(true),
  /** The visit (job) this line bills; null on any other line. */
  job_id: idSchema.nullable().default(null),
})
export type InvoiceLine = z.infer<typeof invoiceLineSchema>

export const INVOICE_TOO_LARGE_MESSAGE = `The invoice total is too large (max $${MAX_AMOUNT.toLocaleString('en-US')})`

export const invoiceLinesInput = z
  .array(
    z.object({
      desc: shortText('Description', 500).default(''),
      qty: z.unknown().optional().transform(cleanQty),
      price: z.unknown().optional().transform(cleanPrice),
      taxable: z.boolean({ message: 'Taxable must be true or false' }).default(true),
      job_id: idSchema.nullable().default(null),
    }),
  )
  .max(200, 'At most 200 line items')
  .transform((items) => keepLineItems(items))
  // At the highest rate the settings allow (50%): the invoice's own rate is not known here.
  .refine(
    (items) => fitsMaxAmount(items, { tax: 0.5, round_totals: true }),
    INVOICE_TOO_LARGE_MESSAGE,
  )

/** What of an invoice its figures read. */
export type InvoiceFigureSource = DocumentRates & {
  line_items: readonly InvoiceLine[]
  amount: number
  deposit_credit: number
}

export type InvoiceFigures = EstimateFigures & {
  /** The deposit paid on the work's deposit invoice, taken off the total. */
  deposit_cents: number
  /** What this invoice asks for: total - deposit (the stored amount). */
  amount_cents: number
}

/** An invoice's figures: from its items, or (none) its amount as one untaxed line. */
export function invoiceFigures(invoice: InvoiceFigureSource): InvoiceFigures {
  if (invoice.line_items.length === 0) {
    const cents = toCents(invoice.amount)
    return {
      subtotal_cents: cents,
      taxable_cents: 0,
      tax_cents: 0,
      rounding_cents: 0,
      total_cents: cents,
      deposit_cents: 0,
      amount_cents: cents,
    }
  }
  const figures = estimateFigures(invoice.line_items, invoice)
  const deposit_cents = Math.min(toCents(invoice.deposit_credit), figures.total_cents)
  return { ...figures, deposit_cents, amount_cents: figures.total_cents - deposit_cents }
}

/** The amount an invoice with items comes to (its stored `amount`). */
export function invoiceAmount(invoice: InvoiceFigureSource): number {
  return fromCents(invoiceFigures(invoice).amount_cents)
}

/** Every job an invoice bills: its related job and its lines' visits (decision 059). */
export function invoicedJobIds(invoice: {
  job_id: string | null
  line_items: readonly Pick<InvoiceLine, 'job_id'>[]
}): string[] {
  const ids = new Set<string>()
  if (invoice.job_id) ids.add(invoice.job_id)
  for (const line of invoice.line_items) if (line.job_id) ids.add(line.job_id)
  return [...ids].sort()
}

/**
 * What an invoice bills for job `jobId`, in cents: all of it when the job is its related job; on an
 * invoice of several visits (batch invoicing), the job's own lines before tax (tax and rounding are
 * the whole invoice's); nothing when it does not bill the job.
 */
export function billedForJobCents(
  invoice: { amount: number; job_id: string | null; line_items: readonly InvoiceLine[] },
  jobId: string,
): number {
  if (invoice.job_id === jobId) return toCents(invoice.amount)
  return invoice.line_items
    .filter((line) => line.job_id === jobId)
    .reduce((sum, line) => sum + lineCents(line), 0)
}

/** 'This job is already invoiced on INV-0012': one job is invoiced at most once. */
export function alreadyInvoicedMessage(number: string): string {
  return `This job is already invoiced on ${number}`
}

/** An estimate billed already (Create Invoice from it), with that invoice's number. */
export function estimateAlreadyInvoiced(number: string, estimateId: string): AppError {
  const message = `This estimate is already invoiced on ${number}`
  return new AppError(
    'CONFLICT',
    message,
    { estimate_id: message },
    { invoice_number: number, estimate_id: estimateId },
  )
}

export function alreadyInvoiced(number: string, jobId: string): AppError {
  const message = alreadyInvoicedMessage(number)
  return new AppError(
    'CONFLICT',
    message,
    { job_id: message },
    { invoice_number: number, job_id: jobId },
  )
}
