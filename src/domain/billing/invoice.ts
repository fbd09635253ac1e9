import { z } from 'zod'
import { AppError } from '../shared/app-error'
import type { RuleContext } from '../shared/context'
import { epochMsSchema, idSchema, moneySchema, versionSchema } from '../shared/fields'
import { formatMoney, fromCents, toCents } from '../shared/money'
import { defineResource, mergePatch } from '../shared/resource'
import { formatInvoiceNumber } from './invoice-number'
import type { Payment } from './payment'
import { invoiceStatuses, overdueCondition, unpaidCondition } from './invoice-status'

export const INVOICE_CREATED = {
  title: 'Invoice created',
  description: 'New invoice has been saved',
}
export const INVOICE_PAID = {
  title: 'Invoice marked as paid',
  description: 'Payment record created',
}
export const INVOICE_PAID_TEXT = 'Invoice has been paid'
export function reminderMessage(email: string) {
  return { title: 'Reminder sent', description: `Email sent to ${email}` }
}

export const invoiceSchema = z.object({
  id: idSchema,
  number: z.string(),
  job_id: idSchema.nullable(),
  client_person_id: idSchema,
  amount: z.number(),
  status: z.enum(invoiceStatuses),
  due_date: epochMsSchema,
  created_at: epochMsSchema,
  version: versionSchema,
})
export type Invoice = z.infer<typeof invoiceSchema>

export const createInvoiceInput = z
  .object({
    client_person_id: idSchema,
    job_id: idSchema.nullable().default(null),
    amount: moneySchema,
    due_date: epochMsSchema,
  })
  .strict()
export type CreateInvoiceInput = z.output<typeof createInvoiceInput>

export const patchInvoiceInput = z
  .object({
    client_person_id: idSchema,
    job_id: idSchema.nullable(),
    amount: moneySchema,
    due_date: epochMsSchema,
    version: versionSchema,
  })
  .partial()
  .strict()

/** A new invoice starts Pending; its number comes from nextInvoiceNumber. */
export function buildInvoice(
  input: CreateInvoiceInput,
  number: string,
  { now, newId }: RuleContext,
): Omit<Invoice, 'version'> {
  return { id: newId(), number, ...input, status: 'Pending', created_at: now }
}

export function amountPaid(payments: readonly Pick<Payment, 'amount'>[]): number {
  return fromCents(payments.reduce((sum, p) => sum + toCents(p.amount), 0))
}

export function balanceDue(
  invoice: Pick<Invoice, 'amount'>,
  payments: readonly Pick<Payment, 'amount'>[],
): number {
  return fromCents(Math.max(0, toCents(invoice.amount) - toCents(amountPaid(payments))))
}

/**
 * A changed amount against the payments already recorded: never below what was paid (the invoice
 * would be overpaid without being Paid); exactly what was paid covers it, so it is Paid.
 */
export function settleAmount<T extends Pick<Invoice, 'amount' | 'status'>>(
  invoice: T,
  payments: readonly Pick<Payment, 'amount'>[],
): T {
  if (payments.length === 0 || invoice.status === 'Paid') return invoice
  const paid = amountPaid(payments)
  if (toCents(invoice.amount) < toCents(paid)) {
    const message = `The amount cannot be less than the ${formatMoney(paid)} already paid`
    throw new AppError('VALIDATION', message, { amount: message })
  }
  return toCents(invoice.amount) === toCents(paid) ? { ...invoice, status: 'Paid' } : invoice
}

/**
 * Mark as Paid (SPEC section 4): sets Paid and records a Card payment of what is still due
 * (the whole amount when nothing was paid before).
 */
export function markInvoicePaid(
  invoice: Invoice,
  payments: readonly Payment[],
  { now, newId }: RuleContext,
): { invoice: Omit<Invoice, 'version'>; payment: Omit<Payment, 'version'> } {
  if (invoice.status === 'Paid') throw new AppError('INVALID_STATE', 'This invoice is already paid')
  const { version: _v, ...rest } = invoice
  return {
    invoice: { ...rest, status: 'Paid' },
    payment: {
      id: newId(),
      invoice_id: invoice.id,
      date: now,
      method: 'Card',
      amount: balanceDue(invoice, payments),
    },
  }
}

export const invoiceResource = defineResource({
  name: 'invoices',
  label: 'Invoice',
  schema: invoiceSchema,
  createInput: createInvoiceInput,
  patchInput: patchInvoiceInput,
  // The number is filled in by the store from `numbering`, under the unique constraint.
  build: (input, ctx) => buildInvoice(input, '', ctx),
  numbering: { field: 'number', format: formatInvoiceNumber },
  applyPatch: (invoice, patch) => {
    if (
      invoice.status === 'Paid' &&
      patch.amount !== undefined &&
      patch.amount !== invoice.amount
    ) {
      throw new AppError('INVALID_STATE', 'The amount of a paid invoice cannot change')
    }
    return mergePatch(invoice, patch)
  },
  list: {
    search: ['number'],
    filters: { overdue: ({ now }) => overdueCondition(now), unpaid: () => unpaidCondition() },
    fields: { status: 'text', client_person_id: 'uuid', job_id: 'uuid' },
    sorts: {
      newest: { field: 'created_at', direction: 'desc', kind: 'number' },
      due: { field: 'due_date', direction: 'asc', kind: 'number' },
      number: { field: 'number', direction: 'asc', kind: 'text' },
      amount: { field: 'amount', direction: 'desc', kind: 'number' },
    },
    defaultSort: 'newest',
  },
  referencedBy: [{ collection: 'payments', field: 'invoice_id', onDelete: 'restrict' }],
})
