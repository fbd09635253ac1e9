import { describe, expect, it } from 'vitest'
import { fieldErrorsFromZod } from '../../../domain/shared/app-error'
import { dateTimeFromInputs } from '../../lib/date-input'
import {
  END_BEFORE_START_MESSAGE,
  jobFormSchema,
  jobFormValuesOf,
  jobPatchFromForm,
  newJobValues,
} from './job-form-values'

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

  it('sends the duration from the start and end times, an hour when the end is blank', () => {
    const values = {
      ...newJobValues(client),
      title: 'Mulch beds',
      address: '12 Oak St',
      date: '2030-03-15',
      time: '08:30',
      end_time: '11:00',
    }
    expect(jobFormSchema.parse(values).duration_minutes).toBe(150)
    expect(jobFormSchema.parse({ ...values, end_time: '' }).duration_minutes).toBe(60)
  })

  it('refuses an end time not after the start, under the end time', () => {
    const values = {
      ...newJobValues(client),
      title: 'Mulch beds',
      address: '12 Oak St',
      date: '2030-03-15',
      time: '10:00',
      end_time: '09:00',
    }
    const result = jobFormSchema.safeParse(values)
    expect(result.success).toBe(false)
    expect(result.success || fieldErrorsFromZod(result.error).end_time).toBe(
      END_BEFORE_START_MESSAGE,
    )
  })

  it('reads a job back into the form and sends the edited fields only', () => {
    const date = dateTimeFromInputs('2030-03-15', '07:15') ?? 0
    const job = {
      id: client,
      title: 'Hedges',
      client_person_id: client,
      address: '1 Elm',
      date,
      status: 'Scheduled' as const,
      assigned_crew_id: null,
      photos: [],
      notes: 'n',
      crew_instructions: 'c',
      route_order: null,
      duration_minutes: 45,
      series_id: null,
      series_occurrence: null,
      created_at: 0,
      version: 3,
    }
    const values = jobFormValuesOf(job)
    expect(values).toMatchObject({ date: '2030-03-15', time: '07:15', end_time: '08:00' })
    expect(jobPatchFromForm(jobFormSchema.parse(values))).toEqual({
      title: 'Hedges',
      client_person_id: client,
      address: '1 Elm',
      date,
      duration_minutes: 45,
      notes: 'n',
      crew_instructions: 'c',
    })
  })
})
