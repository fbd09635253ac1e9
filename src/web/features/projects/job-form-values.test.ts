import { describe, expect, it } from 'vitest'
import { fieldErrorsFromZod } from '../../../domain/shared/app-error'
import { dateTimeFromInputs } from '../../lib/date-input'
import { jobFormSchema, newJobValues } from './job-form-values'

const client = '00000000-0000-4000-8000-000000000001'

describe('job form values', () => {
  it('asks for title, client, address and date together', () => {
    const result = jobFormSchema.safeParse(newJobValues(null))
    expect(result.success || fieldErrorsFromZod(result.error)).toEqual({
      title: 'Title is required',
      client_person_id: 'Client is required',
      address: 'Address is required',
      date: 'Date is required',
    })
  })

  it('sends one instant for the day and the start time (9:00 AM when blank)', () => {
    const values = {
      ...newJobValues(client),
      title: 'Mulch beds',
      address: '12 Oak St',
      date: '2030-03-15',
      time: '',
    }
    expect(jobFormSchema.parse(values)).toMatchObject({
      title: 'Mulch beds',
      client_person_id: client,
      date: dateTimeFromInputs('2030-03-15', '09:00'),
    })
  })

  it('sends the instructions for the crew, trimmed, and none when left blank', () => {
    const values = {
      ...newJobValues(client),
      title: 'Mulch beds',
      address: '12 Oak St',
      date: '2030-03-15',
    }
    expect(jobFormSchema.parse(values).crew_instructions).toBe('')
    const told = { ...values, crew_instructions: '  Gate code 4417 ' }
    expect(jobFormSchema.parse(told).crew_instructions).toBe('Gate code 4417')
  })
})
