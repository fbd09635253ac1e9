import { describe, expect, it } from 'vitest'
import { fieldErrorsFromZod } from '../../../domain/shared/app-error'
import { endOfDateInput } from '../../lib/date-input'
import { draftInvoiceValues, invoiceFormSchema, newInvoiceValues } from './invoice-form-values'

const client = '00000000-0000-4000-8000-000000000001'
const visit = '00000000-0000-4000-8000-000000000002'
const deposit = '00000000-0000-4000-8000-000000000003'

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

  it('with a kept line sends the lines (blank rows left out) and the deposit, no amount', () => {
    const values = {
      ...newInvoiceValues(client, null),
      amount: '999',
      due_date: '2030-03-15',
      deposit_invoice_id: deposit,
      line_items: [
        { desc: ' Mulch ', qty: '2', price: '45.5', taxable: false, job_id: visit },
        { desc: '', qty: '1', price: '0', taxable: true },
      ],
    }
    expect(invoiceFormSchema.parse(values)).toEqual({
      client_person_id: client,
      job_id: null,
      due_date: endOfDateInput('2030-03-15'),
      line_items: [{ desc: 'Mulch', qty: 2, price: 45.5, taxable: false, job_id: visit }],
      deposit_invoice_id: deposit,
    })
  })

  it('without a kept line is the one-amount invoice: the amount is required, no deposit', () => {
    const values = {
      ...newInvoiceValues(client, null),
      due_date: '2030-03-15',
      deposit_invoice_id: deposit,
      line_items: [{ desc: 'No price yet', qty: '1', price: '0', taxable: true }],
    }
    const refused = invoiceFormSchema.safeParse(values)
    expect(refused.success || fieldErrorsFromZod(refused.error)).toEqual({
      amount: 'Amount is required',
    })
    expect(invoiceFormSchema.parse({ ...values, amount: '80' })).toEqual({
      client_person_id: client,
      job_id: null,
      amount: 80,
      due_date: endOfDateInput('2030-03-15'),
    })
  })

  it("starts from a draft with its due day in the business's zone", () => {
    const draft = {
      client_person_id: client,
      job_id: visit,
      line_items: [{ desc: 'Visit', qty: 1, price: 60, taxable: true, job_id: visit }],
      due_date: Date.UTC(2030, 2, 16, 3, 0),
      deposit_invoice_id: null,
      estimate_id: null,
      source_label: 'Spring clean-up',
    }
    expect(draftInvoiceValues(draft, 'America/Chicago')).toEqual({
      client_person_id: client,
      job_id: visit,
      line_items: [{ desc: 'Visit', qty: '1', price: '60', taxable: true, job_id: visit }],
      amount: '',
      due_date: '2030-03-15',
      deposit_invoice_id: null,
      estimate_id: null,
    })
    expect(draftInvoiceValues(draft, 'UTC').due_date).toBe('2030-03-16')
  })
})
