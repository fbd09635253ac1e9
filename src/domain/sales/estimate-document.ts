// The estimate as a document (the PDF, and later its e-mail): every figure in integer cents, from
// the same rules as the estimate page (estimateFigures), so the two cannot disagree (decision 040).
import type { Person } from '../crm/person'
import type { PaperSize } from '../settings/branding-defaults'
import type { Branding } from '../settings/branding'
import { businessBlock, linesOf, type BusinessBlock } from '../settings/business-block'
import { toCents } from '../shared/money'
import type { Estimate } from './estimate'
import { estimateNumber } from './estimate'
import { estimateFigures, lineCents, type EstimateFigures } from './estimate-figures'

export type DocumentClient = {
  name: string
  email: string
  phone: string
  address_lines: string[]
}

export type DocumentLine = {
  desc: string
  qty: number
  price_cents: number
  amount_cents: number
  /** Printed with a mark when false (some lines taxable, some not); missing: taxable. */
  taxable?: boolean
}

export type EstimateDocument = EstimateFigures & {
  kind: 'estimate'
  business: BusinessBlock
  client: DocumentClient
  /** 'Estimate #1a2b3c4d', as the estimate page names it. */
  number: string
  status: Estimate['status']
  issued_at: number
  lines: DocumentLine[]
  /** 0.08 for 'Tax (8%)': the rate the estimate was made with. */
  tax_rate: number
  /** 'Sales tax' */
  tax_name: string
  show_rounding: boolean
  notes: string
  paper_size: PaperSize
  /** The business's IANA zone: the dates are the business's days. */
  time_zone: string
  file_name: string
  /** The client's approval in the hub (issue #31), printed as a signature block; null: none. */
  signature?: DocumentSignature | null
}

/** A client's approval as an approved estimate's PDF prints it. */
export type DocumentSignature = {
  name: string
  approved_at: number
  ip: string | null
  /** 'Chrome on Android' */
  browser: string
}

export const UNKNOWN_CLIENT = 'Unknown Client'

export function documentClient(person: Person | null): DocumentClient {
  return {
    name: person?.name ?? UNKNOWN_CLIENT,
    email: person?.email ?? '',
    phone: person?.phone ?? '',
    address_lines: linesOf(person?.location ?? ''),
  }
}

/** 'Estimate-1a2b3c4d.pdf' */
export const estimateFileName = (id: string): string => `Estimate-${id.slice(0, 8)}.pdf`

/** A document's lines as printed. */
export function documentLines(
  items: readonly { desc: string; qty: number; price: number; taxable?: boolean }[],
): DocumentLine[] {
  return items.map((item) => ({
    desc: item.desc,
    qty: item.qty,
    price_cents: toCents(item.price),
    amount_cents: lineCents(item),
    taxable: item.taxable !== false,
  }))
}

/** An estimate's lines and figures as a document prints them, at the rate it was made with. */
export function estimateLines(
  estimate: Pick<Estimate, 'line_items' | 'tax' | 'round_totals'> & { tax_name?: string },
) {
  return {
    lines: documentLines(estimate.line_items),
    ...estimateFigures(estimate.line_items, estimate),
    tax_rate: estimate.tax,
    tax_name: estimate.tax_name ?? 'Sales tax',
    /** The Rounding line is printed for a document made with rounding on. */
    show_rounding: estimate.round_totals,
  }
}

/** What of an estimate its document prints (the client hub's view has no more than this). */
export type PrintedEstimate = Pick<
  Estimate,
  | 'id'
  | 'status'
  | 'created_at'
  | 'line_items'
  | 'subtotal'
  | 'tax'
  | 'total'
  | 'notes'
  | 'round_totals'
  | 'tax_name'
>

export function estimateDocument(
  estimate: PrintedEstimate,
  client: Person | null,
  branding: Branding,
  signature: DocumentSignature | null = null,
): EstimateDocument {
  return {
    kind: 'estimate',
    business: businessBlock(branding),
    client: documentClient(client),
    number: estimateNumber(estimate.id),
    status: estimate.status,
    issued_at: estimate.created_at,
    ...estimateLines(estimate),
    notes: estimate.notes,
    paper_size: branding.paper_size,
    time_zone: branding.time_zone,
    file_name: estimateFileName(estimate.id),
    signature,
  }
}
