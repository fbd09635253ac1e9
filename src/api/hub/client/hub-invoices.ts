// The client's invoices as the hub shows them (issue #31 section 2): the list with each one's status
// and balance, and one invoice with the same lines and figures as its PDF (invoiceDocument: refunds
// are negative payments, decision 047). Built only from the client audience of the records
// (forClient) and the document builder, never from a staff-shaped record.
import type { Invoice } from '../../../domain/billing/invoice'
import { effectiveInvoiceStatus } from '../../../domain/billing/invoice-status'
import { forClient } from '../../../domain/access/client-fields'
import type { HubInvoice, HubInvoiceSummary } from '../../../domain/hub/hub-api'
import { hubInvoiceOrder } from '../../../domain/hub/hub-invoice-order'
import { eq, inList } from '../../../domain/shared/condition'
import { toCents } from '../../../domain/shared/money'
import { invoiceDocumentById } from '../../documents/document-pdf'
import type { EntityOf, StoreTx } from '../../shared/store'
import type { HubVisitor } from '../hub-sessions'
import { clientRecordOrThrow } from './client-record'

export const hubInvoicePdfPath = (id: string): string => `/api/hub/invoices/${id}/pdf`

/** Every invoice of the client (all statuses): open ones first, then paid, newest first. */
export async function hubInvoiceSummaries(
  tx: StoreTx,
  visitor: HubVisitor,
  now: number,
): Promise<HubInvoiceSummary[]> {
  const invoices = (await tx.findAll('invoices', eq('client_person_id', visitor.person.id))).map(
    (row) => forClient('invoices', row as Invoice),
  )
  const ids = invoices.map((invoice) => invoice.id)
  const payments =
    ids.length === 0
      ? []
      : (await tx.findAll('payments', inList('invoice_id', ids))).map((row) =>
          forClient('payments', row as EntityOf<'payments'>),
        )
  const paidCents = new Map<string, number>()
  for (const { invoice_id: invoiceId, amount } of payments) {
    if (invoiceId !== null)
      paidCents.set(invoiceId, (paidCents.get(invoiceId) ?? 0) + toCents(amount))
  }
  return hubInvoiceOrder(
    invoices.map((invoice) => {
      const total = toCents(invoice.amount)
      return {
        id: invoice.id,
        number: invoice.number,
        status: effectiveInvoiceStatus(invoice, now),
        issued_at: invoice.created_at,
        due_date: invoice.due_date,
        total_cents: total,
        // As the document computes it (invoice-document.ts): never below zero.
        balance_cents: Math.max(0, total - (paidCents.get(invoice.id) ?? 0)),
      }
    }),
  )
}

/** One invoice of the client (404 for another's), as its document shows it. */
export async function hubInvoice(
  tx: StoreTx,
  visitor: HubVisitor,
  id: string | undefined,
  options: { hostZone: string; now: number; paymentsOnline: boolean },
): Promise<HubInvoice> {
  const invoice = await clientRecordOrThrow(tx, 'invoices', visitor, id)
  const doc = await invoiceDocumentById(tx, invoice.id, options)
  return {
    id: invoice.id,
    number: doc.number,
    status: doc.status,
    issued_at: doc.issued_at,
    due_date: doc.due_date,
    total_cents: doc.total_cents,
    balance_cents: doc.balance_cents,
    job: doc.job,
    lines: doc.lines,
    subtotal_cents: doc.subtotal_cents,
    tax_cents: doc.tax_cents,
    tax_rate: doc.tax_rate,
    rounding_cents: doc.rounding_cents,
    payments: doc.payments.map((p) => ({
      date: p.date,
      method: p.method,
      amount_cents: p.amount_cents,
    })),
    paid_cents: doc.paid_cents,
    can_pay_online: options.paymentsOnline && doc.balance_cents > 0 && doc.status !== 'Paid',
    pdf_url: hubInvoicePdfPath(invoice.id),
  }
}
