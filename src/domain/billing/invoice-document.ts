// The invoice as a document (the PDF, and later its e-mail), every figure in integer cents. An
// invoice holds an amount, not line items (SPEC section 3): when its job came from an estimate whose
// total is exactly the invoice's amount, the document lists that estimate's items, tax and rounding
// (they add up to the amount); otherwise one line, "Services: {job}" for the amount (decision 040).
import type { Person } from '../crm/person'
import type { Job } from '../projects/job'
import type { Estimate } from '../sales/estimate'
import {
  documentClient,
  estimateLines,
  type DocumentClient,
  type DocumentLine,
} from '../sales/estimate-document'
import type { PaperSize } from '../settings/branding-defaults'
import type { Branding } from '../settings/branding'
import { businessBlock, linesOf, type BusinessBlock } from '../settings/business-block'
import { toCents } from '../shared/money'
import type { Invoice } from './invoice'
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
  tax_cents: number
  /** The tax rate of the items' estimate; 0 when the invoice is one line (no tax line printed). */
  tax_rate: number
  rounding_cents: number
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
 * The estimate whose items an invoice lists: converted to the invoice's job, with a total of exactly
 * the invoice's amount (the newest such), or null.
 */
export function invoiceItemsEstimate(
  invoice: Pick<Invoice, 'job_id' | 'amount'>,
  estimates: readonly Estimate[],
): Estimate | null {
  if (invoice.job_id === null) return null
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

export function invoiceDocument(input: InvoiceDocumentInput): InvoiceDocument {
  const { invoice, job, itemsEstimate, branding } = input
  const total_cents = toCents(invoice.amount)
  const payments = [...input.payments]
    .sort((a, b) => a.date - b.date)
    .map((p) => ({ date: p.date, method: p.method, amount_cents: toCents(p.amount) }))
  const paid_cents = payments.reduce((sum, p) => sum + p.amount_cents, 0)
  const items = itemsEstimate
    ? estimateLines(itemsEstimate)
    : {
        lines: [
          {
            desc: job ? `Services: ${job.title}` : 'Services',
            qty: 1,
            price_cents: total_cents,
            amount_cents: total_cents,
          },
        ],
        subtotal_cents: total_cents,
        tax_cents: 0,
        rounding_cents: 0,
        tax_rate: 0,
      }
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
