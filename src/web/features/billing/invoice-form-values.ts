// The Create Invoice form's values (text as typed) and their mapping to the API's create input,
// checked with the domain's invoice schema: the spec's one amount, or line items (from work, or
// added on the form) whose total is the amount (decision 058).
import type { UseFormReturn } from 'react-hook-form'
import { z } from 'zod'
import { createInvoiceInput } from '../../../domain/billing/invoice'
import type { InvoiceDraft } from '../../../domain/billing/invoice-draft'
import { dayOf } from '../../../domain/projects/today'
import { moneySchema } from '../../../domain/shared/fields'
import { keptRows, type LineItemsValues } from '../../components/line-items-editor'
import { endOfDateInput } from '../../lib/date-input'
import { dayInstantSchema, instantFromDateInput } from '../../lib/date-input-schema'

export type InvoiceFormValues = LineItemsValues & {
  /** '' until a client is picked. */
  client_person_id: string
  /** '' for no job. */
  job_id: string
  /** Dollars as typed in a number input; not used while a line item is kept. */
  amount: string
  /** 'YYYY-MM-DD' */
  due_date: string
  /** The work's deposit invoice (from the draft), whose paid amount is taken off; null: none. */
  deposit_invoice_id: string | null
  /** The accepted estimate billed (from the draft); null: none. */
  estimate_id: string | null
}
export const invoiceFieldNames = [
  'client_person_id',
  'job_id',
  'line_items',
  'amount',
  'due_date',
] as const

export function newInvoiceValues(clientId: string | null, jobId: string | null): InvoiceFormValues {
  return {
    client_person_id: clientId ?? '',
    job_id: jobId ?? '',
    line_items: [],
    amount: '',
    due_date: '',
    deposit_invoice_id: null,
    estimate_id: null,
  }
}

/** The form started from the API's draft; the due day is the draft's, in the business's zone. */
export function draftInvoiceValues(draft: InvoiceDraft, zone: string): InvoiceFormValues {
  return {
    client_person_id: draft.client_person_id,
    job_id: draft.job_id ?? '',
    line_items: draft.line_items.map((line) => ({
      desc: line.desc,
      qty: String(line.qty),
      price: String(line.price),
      taxable: line.taxable,
      job_id: line.job_id,
    })),
    amount: '',
    due_date: dayOf(draft.due_date, zone),
    deposit_invoice_id: draft.deposit_invoice_id,
    estimate_id: draft.estimate_id,
  }
}

/** Another client picked: the first client's related job, lines' jobs, deposit and estimate are
 * dropped (the lines keep their text and figures). */
export function forOtherClient(form: UseFormReturn<InvoiceFormValues, unknown, unknown>): void {
  form.setValue('job_id', '')
  form.getValues('line_items').forEach((line, index) => {
    if (line.job_id) form.setValue(`line_items.${index}.job_id`, null)
  })
  form.setValue('deposit_invoice_id', null)
  form.setValue('estimate_id', null)
}

/** Whether the form sends line items (so the amount is their total and not asked for). */
export const hasKeptItems = (rows: LineItemsValues['line_items']) => keptRows(rows).length > 0

/**
 * The domain's create schema with the messages of a blank client, amount and day. The amount is
 * left out when line items are sent (it is their total); without, it is required (SPEC section 5).
 */
const invoiceWireSchema = createInvoiceInput.extend({
  client_person_id: z
    .string()
    .min(1, 'Client is required')
    .pipe(createInvoiceInput.shape.client_person_id),
  amount: z.number({ error: 'Amount is required' }).pipe(moneySchema).optional(),
  due_date: dayInstantSchema('Due date is required'),
})

/**
 * The form's values as sent: with kept line items, those (numbers, each with its job) and the
 * deposit, no amount; without, the spec's one amount (NaN when blank, refused as required). The
 * due day is sent as its last millisecond.
 */
export function invoiceInputFromForm(values: InvoiceFormValues): z.input<typeof invoiceWireSchema> {
  const base = {
    client_person_id: values.client_person_id,
    job_id: values.job_id || null,
    due_date: instantFromDateInput(values.due_date, endOfDateInput),
    estimate_id: values.estimate_id,
  }
  const items = keptRows(values.line_items)
  if (items.length > 0) {
    return { ...base, line_items: items, deposit_invoice_id: values.deposit_invoice_id }
  }
  const amount = values.amount.trim()
  // A deposit is taken off line items only: the one-amount invoice bills without it.
  return { ...base, amount: amount === '' ? Number.NaN : Number(amount) }
}

const lineRowSchema = z.object({
  desc: z.string(),
  qty: z.string(),
  price: z.string(),
  taxable: z.boolean().optional(),
  job_id: z.string().nullable().optional(),
})

/** The create schema, reached through the mapping; a missing client, amount or day is required. */
export const invoiceFormSchema = z
  .object({
    client_person_id: z.string(),
    job_id: z.string(),
    line_items: z.array(lineRowSchema),
    amount: z.string(),
    due_date: z.string(),
    deposit_invoice_id: z.string().nullable(),
    estimate_id: z.string().nullable(),
  })
  .transform(invoiceInputFromForm)
  .pipe(invoiceWireSchema)
  // The one-amount body as the spec's form sent it: no empty items, no deposit, no estimate.
  .transform(({ line_items, deposit_invoice_id, estimate_id, ...body }) => ({
    ...(line_items.length > 0 ? { ...body, line_items, deposit_invoice_id } : body),
    ...(estimate_id === null ? {} : { estimate_id }),
  }))
export type InvoiceFormOutput = z.output<typeof invoiceFormSchema>
