import { z } from 'zod'
import { AppError } from '../shared/app-error'
import type { RuleContext } from '../shared/context'
import { epochMsSchema, idSchema, moneySchema, versionSchema } from '../shared/fields'
import { formatMoney, fromCents, toCents } from '../shared/money'
import { defineResource, mergePatch } from '../shared/resource'
import { formatInvoiceNumber } from './invoice-number'
import type { Payment } from './payment'
import { invoiceStatuses, overdueCondition, unpaidCondition } from './invoice-status'
import { SPEC_RATES } from '../sales/estimate-figures'
import {
  invoiceAmount,
  invoicedJobIds,
  invoiceLineSchema,
  invoiceLinesInput,
} from './invoice-lines'

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
  // Added by issue #34 (decisions 058, 059): rows stored before have no items (their amount stands)
  // and were made with SPEC section 9's rate and rounding.
  line_items: z.array(invoiceLineSchema).default([]),
  /** The tax rate as a fraction (0.08), as the invoice was made. */
  tax: z.number().default(SPEC_RATES.tax),
  tax_name: z.string().default('Sales tax'),
  round_totals: z.boolean().default(SPEC_RATES.round_totals),
  /** Every job it bills (its related job and its lines' visits): a job is invoiced once. */
  job_ids: z.array(idSchema).default([]),
  /** This is the deposit invoice of that estimate (made when it was accepted); null otherwise. */
  deposit_estimate_id: idSchema.nullable().default(null),
  /** The work's deposit invoice this final invoice takes the paid deposit off; null: none. */
  deposit_invoice_id: idSchema.nullable().default(null),
  /** The accepted estimate it bills (Create Invoice from it): an estimate is billed whole once. */
  estimate_id: idSchema.nullable().default(null),
  /** What was paid on the deposit invoice when this one was made, taken off its total. */
  deposit_credit: z.number().default(0),
  version: versionSchema,
})
export type Invoice = z.infer<typeof invoiceSchema>

/** The fields issue #34 added, as a row stored before them reads (decisions 058, 059). */
export const INVOICE_ADDED_DEFAULTS = {
  line_items: [] as Invoice['line_items'],
  tax: SPEC_RATES.tax,
  tax_name: 'Sales tax',
  round_totals: SPEC_RATES.round_totals,
  job_ids: [] as string[],
  deposit_estimate_id: null,
  deposit_invoice_id: null,
  estimate_id: null,
  deposit_credit: 0,
} satisfies Partial<Invoice>

export const AMOUNT_OR_ITEMS_MESSAGE = 'Give an amount or line items'

export const createInvoiceInput = z
  .object({
    client_person_id: idSchema,
    job_id: idSchema.nullable().default(null),
    /** Required without line items; with them it is their total (what is given is replaced). */
    amount: moneySchema.optional(),
    due_date: epochMsSchema,
    line_items: invoiceLinesInput.default([]),
    /** The work's deposit invoice, whose paid amount this invoice takes off. */
    deposit_invoice_id: idSchema.nullable().default(null),
    /** The accepted estimate it bills (the draft's); set when made, never changed. */
    estimate_id: idSchema.nullable().default(null),
  })
  .strict()
export type CreateInvoiceInput = z.output<typeof createInvoiceInput>

export const patchInvoiceInput = z
  .object({
    client_person_id: idSchema,
    job_id: idSchema.nullable(),
    amount: moneySchema,
    due_date: epochMsSchema,
    line_items: invoiceLinesInput,
    version: versionSchema,
  })
  .partial()
  .strict()

/**
 * A new invoice starts Pending; its number comes from nextInvoiceNumber. It is made with SPEC
 * section 9's rate and rounding; the create rule puts the business's settings and the deposit in.
 */
export function buildInvoice(
  input: CreateInvoiceInput,
  number: string,
  { now, newId }: RuleContext,
): Omit<Invoice, 'version'> {
  if (input.amount === undefined && input.line_items.length === 0) {
    throw new AppError('VALIDATION', AMOUNT_OR_ITEMS_MESSAGE, { amount: AMOUNT_OR_ITEMS_MESSAGE })
  }
  const invoice = {
    id: newId(),
    number,
    job_id: input.job_id,
    client_person_id: input.client_person_id,
    amount: input.amount ?? 0,
    status: 'Pending' as const,
    due_date: input.due_date,
    created_at: now,
    ...INVOICE_ADDED_DEFAULTS,
    line_items: input.line_items,
    deposit_invoice_id: input.deposit_invoice_id,
    estimate_id: input.estimate_id,
  }
  return withInvoiceTotals(invoice)
}

/** The amount from the items (when there are any) and the jobs it bills. */
export function withInvoiceTotals<T extends Omit<Invoice, 'version'>>(invoice: T): T {
  const amount = invoice.line_items.length > 0 ? invoiceAmount(invoice) : invoice.amount
  return { ...invoice, amount, job_ids: invoicedJobIds(invoice) }
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
      check_number: '',
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
    const next = withInvoiceTotals(mergePatch(invoice, patch))
    if (invoice.status === 'Paid' && toCents(next.amount) !== toCents(invoice.amount)) {
      throw new AppError('INVALID_STATE', 'The amount of a paid invoice cannot change')
    }
    if (
      next.line_items.length > 0 &&
      patch.amount !== undefined &&
      toCents(patch.amount) !== toCents(next.amount)
    ) {
      const message = 'The amount of an invoice with line items is their total'
      throw new AppError('VALIDATION', message, { amount: message })
    }
    return next
  },
  list: {
    search: ['number'],
    filters: { overdue: ({ now }) => overdueCondition(now), unpaid: () => unpaidCondition() },
    fields: {
      status: 'text',
      client_person_id: 'uuid',
      job_id: 'uuid',
      /** `job_ids=<job>`: the invoices that bill the job, as related job or on a line. */
      job_ids: 'member',
      deposit_estimate_id: 'uuid',
      estimate_id: 'uuid',
    },
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
