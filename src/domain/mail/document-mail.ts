// What the e-mail of an estimate or an invoice says of the document: the placeholder values and the
// figures under the message, read from the same document function as the PDF (decision 040), so the
// e-mail and its attachment cannot disagree.
import type { InvoiceDocument } from '../billing/invoice-document'
import type { EstimateDocument } from '../sales/estimate-document'
import { formatSignedCents } from '../sales/estimate-figures'
import { formatMoney, fromCents } from '../shared/money'
import type { MailValues } from './placeholders'
import type { SummaryRow } from './sample-values'

const money = (cents: number) => formatMoney(fromCents(cents))

/** 'Dec 15, 2026' in the business's zone, as the PDF writes its dates. */
export function mailDate(epochMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: timeZone || 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(epochMs)
}

/** '#1a2b3c4d': the PDF's 'Estimate #1a2b3c4d' without the word the template already says. */
export const estimateMailNumber = (doc: Pick<EstimateDocument, 'number'>): string =>
  doc.number.replace(/^Estimate\s+/, '')

function figureRows(doc: {
  subtotal_cents: number
  tax_cents: number
  rounding_cents: number
}): SummaryRow[] {
  const rows: SummaryRow[] = [{ label: 'Subtotal', value: money(doc.subtotal_cents) }]
  if (doc.tax_cents !== 0) rows.push({ label: 'Tax', value: money(doc.tax_cents) })
  // The rounding line only when rounding changed the total, as on the PDF.
  if (doc.rounding_cents !== 0) {
    rows.push({ label: 'Rounding', value: formatSignedCents(doc.rounding_cents) })
  }
  return rows
}

export function estimateMail(
  doc: EstimateDocument,
  clientName: string,
): { values: MailValues; summary: SummaryRow[] } {
  return {
    values: {
      client_name: clientName,
      estimate_number: estimateMailNumber(doc),
      estimate_total: money(doc.total_cents),
    },
    summary: [...figureRows(doc), { label: 'Total', value: money(doc.total_cents) }],
  }
}

export function invoiceMail(
  doc: InvoiceDocument,
  clientName: string,
): { values: MailValues; summary: SummaryRow[] } {
  const summary = [...figureRows(doc), { label: 'Total', value: money(doc.total_cents) }]
  if (doc.paid_cents !== 0) summary.push({ label: 'Paid', value: money(doc.paid_cents) })
  summary.push({ label: 'Amount due', value: money(doc.balance_cents) })
  return {
    values: {
      client_name: clientName,
      invoice_number: doc.number,
      amount_due: money(doc.balance_cents),
      due_date: mailDate(doc.due_date, doc.time_zone),
    },
    summary,
  }
}
