// The Create Invoice form's values (text as typed) and their mapping to the API's create input,
// checked with the domain's invoice schema.
import { z } from 'zod'
import { createInvoiceInput } from '../../../domain/billing/invoice'
import { moneySchema } from '../../../domain/shared/fields'
import { endOfDateInput } from '../../lib/date-input'
import { dayInstantSchema, instantFromDateInput } from '../../lib/date-input-schema'

export type InvoiceFormValues = {
  /** '' until a client is picked. */
  client_person_id: string
  /** '' for no job. */
  job_id: string
  /** Dollars as typed in a number input. */
  amount: string
  /** 'YYYY-MM-DD' */
  due_date: string
}
export const invoiceFieldNames = ['client_person_id', 'job_id', 'amount', 'due_date'] as const

export function newInvoiceValues(clientId: string | null, jobId: string | null): InvoiceFormValues {
  return { client_person_id: clientId ?? '', job_id: jobId ?? '', amount: '', due_date: '' }
}

/**
 * The domain's create schema as the spec's one-amount form sends it (no line items: Create Invoice
 * from work sends its items from the draft), with the messages of a blank client and day.
 */
const invoiceWireSchema = createInvoiceInput
  .pick({ client_person_id: true, job_id: true, amount: true, due_date: true })
  .extend({
    client_person_id: z
      .string()
      .min(1, 'Client is required')
      .pipe(createInvoiceInput.shape.client_person_id),
    amount: z.number({ error: 'Amount is required' }).pipe(moneySchema),
    due_date: dayInstantSchema('Due date is required'),
  })

/** The form's values as sent: dollars as a number (NaN when blank, refused as required), the due day as its last millisecond. */
export function invoiceInputFromForm(values: InvoiceFormValues): z.input<typeof invoiceWireSchema> {
  const amount = values.amount.trim()
  return {
    client_person_id: values.client_person_id,
    job_id: values.job_id || null,
    amount: amount === '' ? Number.NaN : Number(amount),
    due_date: instantFromDateInput(values.due_date, endOfDateInput),
  }
}

/** The create schema, reached through the mapping; a missing client, amount or day is required. */
export const invoiceFormSchema = z
  .object({
    client_person_id: z.string(),
    job_id: z.string(),
    amount: z.string(),
    due_date: z.string(),
  })
  .transform(invoiceInputFromForm)
  .pipe(invoiceWireSchema)
export type InvoiceFormOutput = z.output<typeof invoiceFormSchema>
