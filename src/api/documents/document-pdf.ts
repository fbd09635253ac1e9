// The PDF of an estimate or an invoice by id, in a transaction: the records go through the one
// field-and-scope step first (what the caller may read of them is all the document can print), then
// the domain's document function, the shared definition and the host's renderer. The e-mail that
// attaches a PDF calls these with the grant of the one who sends it.
import type { Invoice } from '../../domain/billing/invoice'
import {
  invoiceDocument,
  invoiceItemsEstimate,
  type InvoiceDocument,
} from '../../domain/billing/invoice-document'
import type { Payment } from '../../domain/billing/payment'
import type { Person } from '../../domain/crm/person'
import type { Job } from '../../domain/projects/job'
import type { Estimate } from '../../domain/sales/estimate'
import { estimateDocument, type EstimateDocument } from '../../domain/sales/estimate-document'
import { withTimeZone } from '../../domain/settings/branding'
import { clientResponsesOf } from '../../domain/hub/estimate-response'
import { eq } from '../../domain/shared/condition'
import type { Grant } from '../access/authorize'
import { seesField, visibleRecord } from '../access/visible-fields'
import { getOrThrow } from '../records/records'
import type { StoreTx } from '../shared/store'
import { pdfDefinition, type PdfRenderer } from './pdf-definition'

export const PDF_CONTENT_TYPE = 'application/pdf'

export type DocumentPdf = {
  bytes: Uint8Array
  fileName: string
  contentType: typeof PDF_CONTENT_TYPE
}

export type DocumentPdfOptions = {
  render: PdfRenderer
  /** The zone of a business that has not chosen one (the host's). */
  hostZone: string
  now: number
  /** Whose eyes: the caller's grant (undefined: the demo, which sees everything). */
  grant?: Grant
}

async function readVisible<T extends object>(
  tx: StoreTx,
  collection: string,
  id: string | null,
  grant: Grant | undefined,
): Promise<T | null> {
  if (id === null) return null
  const row = await tx.get(collection, id)
  return row ? (visibleRecord(collection, grant, row) as unknown as T) : null
}

/** The document's PDF (the sender of an e-mail reads the document first for its figures). */
export async function renderDocumentPdf(
  doc: Parameters<typeof pdfDefinition>[0],
  options: DocumentPdfOptions,
): Promise<DocumentPdf> {
  const bytes = await options.render(pdfDefinition(doc))
  return { bytes, fileName: doc.file_name, contentType: PDF_CONTENT_TYPE }
}

/** The PDF of estimate `id` ('Estimate-1a2b3c4d.pdf'); NOT_FOUND when there is none. */
export async function estimatePdf(
  tx: StoreTx,
  id: string,
  options: DocumentPdfOptions,
): Promise<DocumentPdf> {
  return renderDocumentPdf(await estimateDocumentById(tx, id, options), options)
}

/** Estimate `id` as its document, as far as the caller may read it. */
export async function estimateDocumentById(
  tx: StoreTx,
  id: string,
  options: Pick<DocumentPdfOptions, 'hostZone' | 'grant'>,
): Promise<EstimateDocument> {
  const { grant } = options
  const estimate = visibleRecord(
    'estimates',
    grant,
    await getOrThrow(tx, 'estimates', id),
  ) as Estimate
  const client = await readVisible<Person>(tx, 'persons', estimate.client_person_id, grant)
  const branding = withTimeZone(await tx.getBranding(), options.hostZone)
  // An approved estimate prints its client's signature (the server's; the demo has no hub).
  const responses = (await tx.estimateResponses?.listOf(id)) ?? []
  const { approval } = clientResponsesOf(responses, estimate.status)
  return estimateDocument(estimate, client, branding, approval)
}

/** The PDF of invoice `id` ('INV-0013.pdf'); NOT_FOUND when there is none. */
export async function invoicePdf(
  tx: StoreTx,
  id: string,
  options: DocumentPdfOptions,
): Promise<DocumentPdf> {
  return renderDocumentPdf(await invoiceDocumentById(tx, id, options), options)
}

/** Invoice `id` as its document (balance due at `now`), as far as the caller may read it. */
export async function invoiceDocumentById(
  tx: StoreTx,
  id: string,
  options: Pick<DocumentPdfOptions, 'hostZone' | 'grant' | 'now'>,
): Promise<InvoiceDocument> {
  const { grant } = options
  const invoice = visibleRecord('invoices', grant, await getOrThrow(tx, 'invoices', id)) as Invoice
  const client = await readVisible<Person>(tx, 'persons', invoice.client_person_id, grant)
  const job = await readVisible<Job>(tx, 'jobs', invoice.job_id, grant)
  // The job's estimates give the items only to a caller who may read estimates.
  const estimates =
    invoice.job_id !== null && seesField('estimates', 'line_items', grant)
      ? ((await tx.findAll('estimates', eq('job_id', invoice.job_id))) as Estimate[])
      : []
  const payments = (await tx.findAll('payments', eq('invoice_id', invoice.id))).map(
    (p) => visibleRecord('payments', grant, p) as Payment,
  )
  const branding = withTimeZone(await tx.getBranding(), options.hostZone)
  return invoiceDocument({
    invoice,
    client,
    job,
    itemsEstimate: invoiceItemsEstimate(invoice, estimates),
    payments,
    branding,
    now: options.now,
  })
}
