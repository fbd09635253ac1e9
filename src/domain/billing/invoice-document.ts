// The invoice as a document (the PDF, its e-mail and the client hub), every figure in integer cents.
// An invoice with line items (issue #34, decision 058) prints them with the tax and rounding it was
// made with, less a deposit already paid (decision 059). One without (SPEC section 3's amount only):
// when its job came from an estimate whose total is exactly the invoice's amount, that estimate's
// items, tax and rounding; otherwise one line, "Services: {job}", for the amount (decision 040).
import type { Person } from '../crm/person'
import type { Job } from '../projects/job'
import type { Estimate } from '../sales/estimate'
import {
  documentClient,
  documentLines,
  estimateLines,
  type DocumentClient,
  type DocumentLine,
} from '../sales/estimate-document'
import type { PaperSize } from '../settings/branding-defaults'
import type { Branding } from '../settings/branding'
import { businessBlock, linesOf, type BusinessBlock } from '../settings/business-block'
import { toCents } from '../shared/money'
import type { Invoice } from './invoice'
import { invoiceFigures } from './invoice-lines'
import { effectiveInvoiceStatus, type InvoiceStatus } from './invoice-status'
import type { Payment, PaymentMethod } from './payment'

export type DocumentPayment = { date: number; method: PaymentMethod; amount_cents: number }

export type InvoiceDocument = {
  kind: 'invoice'
  business: BusinessBlock
  client: DocumentClient
  /** 'INV-0013' */
  number: string
  status: InvoiceStatus
  issued_at: number
  due_date: number
  job: { title: string; address: string } | null
  lines: DocumentLine[]
  subtotal_cents: number
  taxable_cents: number
  tax_cents: number
  /** The rate the invoice (or its items' estimate) was made with; 0 when the invoice is one line. */
  tax_rate: number
  tax_name: string
  rounding_cents: number
  /** Whether the Rounding line is printed (the document was made with rounding on). */
  show_rounding: boolean
  /** The deposit already paid on the work's deposit invoice, taken off (decision 059). */
  deposit_cents: number
  /** subtotal + tax + rounding - deposit: the invoice's amount. */
  total_cents: number
  payments: DocumentPayment[]
  paid_cents: number
  balance_cents: number
  payment_instructions: string[]
  paper_size: PaperSize
  time_zone: string
  file_name: string
}

/** 'INV-0013.pdf' */
export const invoiceFileName = (number: string): string =>
  `${number.replace(/[^A-Za-z0-9-]/g, '_') || 'Invoice'}.pdf`

/**
 * The estimate whose items an invoice without items of its own lists (invoices made before issue
 * #34): converted to the invoice's job, with a total of exactly the invoice's amount (the newest
 * such), or null.
 */
export function invoiceItemsEstimate(
  invoice: Pick<Invoice, 'job_id' | 'amount'> & { line_items?: readonly unknown[] },
  estimates: readonly Estimate[],
): Estimate | null {
  if (invoice.job_id === null || (invoice.line_items?.length ?? 0) > 0) return null
  const fits = estimates.filter(
    (e) => e.job_id === invoice.job_id && toCents(e.total) === toCents(invoice.amount),
  )
  return fits.sort((a, b) => b.created_at - a.created_at)[0] ?? null
}

export type InvoiceDocumentInput = {
  invoice: Invoice
  client: Person | null
  job: Job | null
  /** From invoiceItemsEstimate. */
  itemsEstimate: Estimate | null
  payments: readonly Payment[]
  branding: Branding
  now: number
}

/** The lines and figures an invoice prints: its own items, its job's estimate's, or one line. */
function invoiceItems(invoice: Invoice, job: Job | null, itemsEstimate: Estimate | null) {
  if (invoice.line_items.length > 0) {
    const { amount_cents: _amount, total_cents: _total, ...figures } = invoiceFigures(invoice)
    return {
      lines: documentLines(invoice.line_items),
      ...figures,
      tax_rate: invoice.tax,
      tax_name: invoice.tax_name,
      show_rounding: invoice.round_totals,
    }
  }
  if (itemsEstimate) {
    const { total_cents: _total, ...figures } = estimateLines(itemsEstimate)
    return { ...figures, deposit_cents: 0 }
  }
  const total_cents = toCents(invoice.amount)
  return {
    lines: [
      {
        desc: job ? `Services: ${job.title}` : 'Services',
        qty: 1,
        price_cents: total_cents,
        amount_cents: total_cents,
      },
    ],
    subtotal_cents: total_cents,
    taxable_cents: 0,
    tax_cents: 0,
    rounding_cents: 0,
    tax_rate: 0,
    tax_name: '',
    deposit_cents: 0,
    show_rounding: false,
  }
}

export function invoiceDocument(input: InvoiceDocumentInput): InvoiceDocument {
  const { invoice, job, itemsEstimate, branding } = input
  const total_cents = toCents(invoice.amount)
  const payments = [...input.payments]
    .sort((a, b) => a.date - b.date)
    .map((p) => ({ date: p.date, method: p.method, amount_cents: toCents(p.amount) }))
  const paid_cents = payments.reduce((sum, p) => sum + p.amount_cents, 0)
  const items = invoiceItems(invoice, job, itemsEstimate)
  return {
    kind: 'invoice',
    business: businessBlock(branding),
    client: documentClient(input.client),
    number: invoice.number,
    status: effectiveInvoiceStatus(invoice, input.now),
    issued_at: invoice.created_at,
    due_date: invoice.due_date,
    job: job ? { title: job.title, address: job.address } : null,
    ...items,
    total_cents,
    payments,
    paid_cents,
    balance_cents: Math.max(0, total_cents - paid_cents),
    payment_instructions: linesOf(branding.payment_instructions),
    paper_size: branding.paper_size,
    time_zone: branding.time_zone,
    file_name: invoiceFileName(invoice.number),
  }
}
