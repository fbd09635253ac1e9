// The phonebook shows a contact's jobs as projects and their invoices with the phonebook's own
// status words (SPEC section 3: projects Active/Paused/Completed, invoices Due/Paid/Overdue).
import type { InvoiceStatus } from '../billing/invoice-status'
import type { JobStatus } from '../projects/job-status'

export type ProjectStatus = 'Active' | 'Paused' | 'Completed'
export type PhonebookInvoiceStatus = 'Due' | 'Paid' | 'Overdue'

export function projectStatusOf(status: JobStatus): ProjectStatus {
  return status === 'Done' ? 'Completed' : 'Active'
}

export function phonebookInvoiceStatusOf(status: InvoiceStatus): PhonebookInvoiceStatus {
  if (status === 'Paid') return 'Paid'
  if (status === 'Overdue') return 'Overdue'
  return 'Due'
}

/** 'Maria Garcia' -> 'M': the letter a contact list groups under ('#' for anything else). */
export function contactGroupLetter(name: string): string {
  const first = name.trim().charAt(0).toUpperCase()
  return /[A-Z]/.test(first) ? first : '#'
}
