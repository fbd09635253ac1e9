// The pdfmake document definition of an estimate or invoice document: pure (no pdfmake code, only
// its types), shared by the server's renderer and the demo's. Helvetica (one of PDF's standard 14
// fonts, drawn by every viewer) so no font file is fetched or embedded; the items table repeats
// its header on every page (headerRows).
import { mailDate } from '../../domain/mail/document-mail'
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces'
import type { InvoiceDocument } from '../../domain/billing/invoice-document'
import type { EstimateDocument } from '../../domain/sales/estimate-document'
import { formatSignedCents, namedTaxLabel } from '../../domain/sales/estimate-figures'
import { approvalLines } from '../../domain/hub/estimate-response'
import { formatMoney, fromCents } from '../../domain/shared/money'

export type SalesDocument = EstimateDocument | InvoiceDocument

export const PDF_FONT = 'Helvetica'

const money = (cents: number) => formatMoney(fromCents(cents), 2)

// Helvetica (WinAnsi) has no minus sign (U+2212): a hyphen stands in, or the sign would vanish.
const signed = (cents: number) => formatSignedCents(cents).replace('\u2212', '-')

/** 'Nov 23, 2026' on the business's calendar: as the e-mail that carries the document writes it. */
export const documentDate = mailDate

const MUTED = '#555555'

function businessColumn(doc: SalesDocument): Content {
  const b = doc.business
  const details = [...b.address_lines, b.phone, b.email].filter((line) => line !== '')
  return {
    stack: [
      ...(b.logo ? [logoContent(b.logo)] : []),
      { text: b.name, bold: true, fontSize: 14, color: b.color, margin: [0, b.logo ? 6 : 0, 0, 2] },
      ...details.map((line) => ({ text: line, color: MUTED })),
    ],
  }
}

function logoContent(logo: string): Content {
  if (logo.startsWith('data:image/svg+xml')) {
    const base64 = logo.slice(logo.indexOf(',') + 1)
    return { svg: atob(base64), fit: [140, 56] }
  }
  return { image: logo, fit: [140, 56] }
}

function titleColumn(doc: SalesDocument): Content {
  const rows: [string, string][] =
    doc.kind === 'estimate'
      ? [
          ['Date', documentDate(doc.issued_at, doc.time_zone)],
          ['Status', doc.status],
        ]
      : [
          ['Issued', documentDate(doc.issued_at, doc.time_zone)],
          ['Due', documentDate(doc.due_date, doc.time_zone)],
          ['Status', doc.status],
        ]
  return {
    alignment: 'right',
    stack: [
      {
        text: doc.kind === 'estimate' ? 'ESTIMATE' : 'INVOICE',
        fontSize: 22,
        bold: true,
        color: doc.business.color,
      },
      { text: doc.number, bold: true, margin: [0, 2, 0, 6] },
      ...rows.map(([label, value]) => ({ text: [{ text: `${label}: `, color: MUTED }, value] })),
    ],
  }
}

function clientBlock(doc: SalesDocument): Content {
  const c = doc.client
  const job = doc.kind === 'invoice' && doc.job ? doc.job : null
  return {
    columns: [
      {
        stack: [
          {
            text: doc.kind === 'estimate' ? 'PREPARED FOR' : 'BILL TO',
            bold: true,
            fontSize: 8,
            color: MUTED,
          },
          { text: c.name, bold: true, margin: [0, 2, 0, 0] },
          ...[...c.address_lines, c.phone, c.email]
            .filter((l) => l !== '')
            .map((l) => ({ text: l })),
        ],
      },
      job
        ? {
            stack: [
              { text: 'JOB', bold: true, fontSize: 8, color: MUTED },
              { text: job.title, margin: [0, 2, 0, 0] },
              { text: job.address },
            ],
          }
        : { text: '' },
    ],
    margin: [0, 18, 0, 14],
  }
}

function itemsTable(doc: SalesDocument): Content {
  const header: TableCell[] = ['Description', 'Qty', 'Price', 'Amount'].map((text, i) => ({
    text,
    bold: true,
    color: '#ffffff',
    fillColor: doc.business.color,
    alignment: i === 0 ? 'left' : 'right',
  }))
  const body: TableCell[][] = [
    header,
    ...doc.lines.map((line): TableCell[] => [
      // A line left out of the tax says so when the document has tax at all.
      { text: line.taxable === false && doc.tax_rate > 0 ? `${line.desc} (no tax)` : line.desc },
      { text: String(line.qty), alignment: 'right' },
      { text: money(line.price_cents), alignment: 'right' },
      { text: money(line.amount_cents), alignment: 'right' },
    ]),
  ]
  return {
    table: { headerRows: 1, widths: ['*', 40, 80, 80], body, dontBreakRows: true },
    layout: {
      hLineWidth: (i: number) => (i === 0 ? 0 : 0.5),
      vLineWidth: () => 0,
      hLineColor: () => '#dddddd',
      paddingTop: () => 5,
      paddingBottom: () => 5,
    },
  }
}

function totalsTable(doc: SalesDocument): Content {
  const rows: [string, string, boolean?][] = [['Subtotal', money(doc.subtotal_cents)]]
  if (doc.tax_rate > 0) rows.push([namedTaxLabel(doc.tax_rate, doc.tax_name), money(doc.tax_cents)])
  if (doc.show_rounding || doc.rounding_cents !== 0) {
    rows.push(['Rounding', signed(doc.rounding_cents)])
  }
  if (doc.kind === 'invoice' && doc.deposit_cents > 0) {
    rows.push(['Deposit paid', signed(-doc.deposit_cents)])
  }
  rows.push(['Total', money(doc.total_cents), true])
  if (doc.kind === 'invoice') {
    for (const p of doc.payments) {
      rows.push([
        `Payment ${documentDate(p.date, doc.time_zone)} (${p.method})`,
        signed(-p.amount_cents),
      ])
    }
    rows.push(['Balance due', money(doc.balance_cents), true])
  }
  return {
    columns: [
      { width: '*', text: '' },
      {
        width: 'auto',
        table: {
          widths: [150, 90],
          body: rows.map(([label, value, isStrong]) => [
            { text: label, bold: isStrong === true, color: isStrong ? '#000000' : MUTED },
            { text: value, bold: isStrong === true, alignment: 'right' },
          ]),
        },
        layout: 'noBorders',
      },
    ],
    margin: [0, 12, 0, 0],
    unbreakable: true,
  }
}

function footer(doc: SalesDocument): Content[] {
  const out: Content[] = []
  if (doc.kind === 'invoice' && doc.payment_instructions.length > 0) {
    out.push({
      text: 'PAYMENT INSTRUCTIONS',
      bold: true,
      fontSize: 8,
      color: MUTED,
      margin: [0, 20, 0, 2],
    })
    out.push(...doc.payment_instructions.map((line) => ({ text: line })))
  }
  if (doc.kind === 'estimate' && doc.notes.trim() !== '') {
    out.push({ text: 'NOTES', bold: true, fontSize: 8, color: MUTED, margin: [0, 20, 0, 2] })
    out.push({ text: doc.notes })
  }
  if (doc.kind === 'estimate' && doc.signature) {
    const [approved, detail] = approvalLines(doc.signature, doc.time_zone)
    out.push({
      text: 'CLIENT APPROVAL',
      bold: true,
      fontSize: 8,
      color: MUTED,
      margin: [0, 20, 0, 2],
    })
    out.push({ text: approved, bold: true })
    out.push({ text: detail, color: MUTED })
  }
  return out
}

export function pdfDefinition(doc: SalesDocument): TDocumentDefinitions {
  return {
    pageSize: doc.paper_size === 'A4' ? 'A4' : 'LETTER',
    pageMargins: [40, 40, 40, 50],
    info: { title: `${doc.number} - ${doc.business.name}`, author: doc.business.name },
    defaultStyle: { font: PDF_FONT, fontSize: 10, lineHeight: 1.15 },
    footer: (page: number, pages: number) => ({
      text: `${doc.number}  \u00b7  Page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: MUTED,
      margin: [0, 20, 0, 0],
    }),
    content: [
      { columns: [businessColumn(doc), titleColumn(doc)] },
      clientBlock(doc),
      itemsTable(doc),
      totalsTable(doc),
      ...footer(doc),
    ],
  }
}

/** What renders a definition to PDF bytes: pdfmake on the server, pdfmake in the demo's browser. */
export type PdfRenderer = (definition: TDocumentDefinitions) => Promise<Uint8Array>
