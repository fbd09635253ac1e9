// What the client hub's own API answers (issue #31 section 2): the hub's pages (src/client/hub) read
// these shapes and the hub routes (api/hub/client) build them from the client's own records passed
// through the client audience (domain/access/client-fields.ts). Money is in integer cents, the same
// figures as the PDF (the document builders make both); times are epoch milliseconds.
import type { DocumentLine } from '../sales/estimate-document'

export const ESTIMATE_UPDATED_MESSAGE = 'This estimate was updated: please review it again'
export const ESTIMATE_ALREADY_APPROVED = 'This estimate is already approved'
export const HUB_NOT_FOUND = 'Not found'

/** GET /api/hub/me */
export type HubMe = {
  client: { name: string }
  business: {
    name: string
    brand_color: string
    phone: string
    email: string
    /** The Branding's payment instructions, one line per line: shown when paying online is off. */
    payment_instructions: string[]
    /** The business's IANA time zone: dates are shown as the business's days. */
    time_zone: string
  }
  /** Stripe is set up: invoices with a balance offer "Pay online". */
  payments_online: boolean
}

/** A client's signature on an estimate (also shown to the office and printed on the PDF). */
export type HubApproval = { name: string; approved_at: number }

/** GET /api/hub/estimates: { items }, newest first; the client's Sent and Accepted estimates. */
export type HubEstimateSummary = {
  id: string
  /** 'Estimate #1a2b3c4d' */
  number: string
  status: 'Sent' | 'Accepted'
  issued_at: number
  total_cents: number
}

/** GET /api/hub/estimates/:id */
export type HubEstimate = HubEstimateSummary & {
  lines: DocumentLine[]
  subtotal_cents: number
  tax_cents: number
  /** 0.08 for 'Tax (8%)' */
  tax_rate: number
  rounding_cents: number
  notes: string
  /** Sent back with Approve: an estimate the office changed since is refused (409). */
  version: number
  approval: HubApproval | null
  /** Sent and not yet approved. */
  can_respond: boolean
  /** The PDF's address: /api/hub/estimates/:id/pdf */
  pdf_url: string
}

/** POST /api/hub/estimates/:id/approve: answers the HubEstimate, now Accepted. */
export type HubApproveBody = { version: number; name: string; agree: true }

/** POST /api/hub/estimates/:id/request-changes: answers the HubEstimate, back to Open (not listed). */
export type HubRequestChangesBody = { version: number; message: string }

export type HubPaymentLine = {
  date: number
  /** 'Card', 'ACH', …; a refund is a negative amount. */
  method: string
  amount_cents: number
}

/** GET /api/hub/invoices: { items }, open ones first then paid, newest first. */
export type HubInvoiceSummary = {
  id: string
  /** 'INV-0013' */
  number: string
  status: 'Pending' | 'Unpaid' | 'Overdue' | 'Paid'
  issued_at: number
  due_date: number
  total_cents: number
  balance_cents: number
}

/** GET /api/hub/invoices/:id */
export type HubInvoice = HubInvoiceSummary & {
  job: { title: string; address: string } | null
  lines: DocumentLine[]
  subtotal_cents: number
  tax_cents: number
  tax_rate: number
  rounding_cents: number
  payments: HubPaymentLine[]
  paid_cents: number
  /** Stripe is set up and something is due. */
  can_pay_online: boolean
  pdf_url: string
}

/** POST /api/hub/invoices/:id/pay: where to send the browser (Stripe Checkout). */
export type HubCheckout = { url: string }

/** GET /api/hub/visits: { items }: upcoming Scheduled jobs, soonest first. */
export type HubVisit = {
  id: string
  title: string
  /** Epoch ms of the visit's date and time. */
  date: number
  address: string
  /** The crew's name only: never a staff member's. */
  crew_name: string | null
  confirmed_at: number | null
}
// POST /api/hub/visits/:id/confirm: answers the HubVisit, confirmed.
// POST /api/hub/work-requests: the public form's body (domain/client-hub/work-request.ts) without
// the name and e-mail (the client's own); 201 { ok: true }: a Lead with source "Client hub".
