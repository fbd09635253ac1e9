export const ESTIMATES_HREF = '/sales/estimates'

export function estimateHref(id: string): string {
  return `/sales/estimates/${id}`
}

export function estimateEditHref(id: string): string {
  return `/sales/estimates/${id}/edit`
}

export { jobHref } from '../../lib/job-links'

/** Create Invoice from an accepted estimate (decision 059): the form starts from its draft. */
export function invoiceFromEstimateHref(id: string): string {
  return `/billing/invoices/new?estimate_id=${id}`
}
