// The order of the client hub's invoice list (issue #31 section 2): what is still to pay first
// (Pending, Unpaid, Overdue), then the paid ones; newest first within each.
import type { InvoiceStatus } from '../billing/invoice-status'

export const isOpenInvoiceStatus = (status: InvoiceStatus): boolean => status !== 'Paid'

export function hubInvoiceOrder<I extends { id: string; status: InvoiceStatus; issued_at: number }>(
  invoices: readonly I[],
): I[] {
  const rank = (invoice: I) => (isOpenInvoiceStatus(invoice.status) ? 0 : 1)
  return [...invoices].sort(
    (a, b) => rank(a) - rank(b) || b.issued_at - a.issued_at || a.id.localeCompare(b.id),
  )
}
