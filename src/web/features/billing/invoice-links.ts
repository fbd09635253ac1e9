export const INVOICES_HREF = '/billing/invoices'
export const NEW_INVOICE_HREF = '/billing/invoices/new'
export const INVOICE_BATCH_HREF = '/billing/invoices/batch'

export function invoiceHref(id: string): string {
  return `/billing/invoices/${id}`
}

/** The job or the estimate an invoice from work is made for: the way back from a refused draft. */
export function workHref(source: { job_id: string } | { estimate_id: string }): string {
  return 'job_id' in source
    ? `/projects/jobs/${source.job_id}`
    : `/sales/estimates/${source.estimate_id}`
}
