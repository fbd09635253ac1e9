import { describe, expect, it } from 'vitest'
import { fieldErrorsFromZod } from '../../../domain/shared/app-error'
import { endOfDateInput } from '../../lib/date-input'
import { invoiceFormSchema, newInvoiceValues } from './invoice-form-values'

const client = '00000000-0000-4000-8000-000000000001'

describe('invoice form values', () => {
  it('says what is missing, field by field', () => {
    const result = invoiceFormSchema.safeParse(newInvoiceValues(null, null))
    expect(result.success || fieldErrorsFromZod(result.error)).toEqual({
      client_person_id: 'Client is required',
      amount: 'Amount is required',
      due_date: 'Due date is required',
    })
  })

  it('sends dollars, no job and the end of the due day', () => {
    const values = { ...newInvoiceValues(client, null), amount: '1250.5', due_date: '2030-03-15' }
    expect(invoiceFormSchema.parse(values)).toEqual({
      client_person_id: client,
      job_id: null,
      amount: 1250.5,
      due_date: endOfDateInput('2030-03-15'),
    })
  })
})
