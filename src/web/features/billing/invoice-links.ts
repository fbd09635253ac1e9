export const INVOICES_HREF = '/billing/invoices'
export const NEW_INVOICE_HREF = '/billing/invoices/new'
export const INVOICE_BATCH_HREF = '/billing/invoices/batch'

export function invoiceHref(id: string): string {
  return `/billing/invoices/${id}`
}
