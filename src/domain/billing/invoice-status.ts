// Invoice status (SPEC section 4) and the overdue rule: an unpaid invoice past its due date is Overdue.
import { and, inList, lt, neq, or, eq } from '../shared/condition'
import type { Condition } from '../shared/condition'

export const invoiceStatuses = ['Pending', 'Unpaid', 'Overdue', 'Paid'] as const
export type InvoiceStatus = (typeof invoiceStatuses)[number]

export function isOverdue(
  invoice: { status: InvoiceStatus; due_date: number },
  now: number,
): boolean {
  if (invoice.status === 'Paid') return false
  return invoice.status === 'Overdue' || invoice.due_date < now
}

/** The status to show: stored status, except an unpaid invoice past due shows as Overdue. */
export function effectiveInvoiceStatus(
  invoice: { status: InvoiceStatus; due_date: number },
  now: number,
): InvoiceStatus {
  return isOverdue(invoice, now) ? 'Overdue' : invoice.status
}

export function overdueCondition(now: number): Condition {
  return and(neq('status', 'Paid'), or(eq('status', 'Overdue'), lt('due_date', now)))
}

export function unpaidCondition(): Condition {
  return inList('status', ['Pending', 'Unpaid', 'Overdue'])
}
