import { describe, expect, it } from 'vitest'
import { fieldErrorsFromZod } from '../../../domain/shared/app-error'
import { shiftFormSchema, shiftInstants, shiftValues } from './shift-form'

const local = (y: number, m: number, d: number, h: number, min = 0) =>
  new Date(y, m - 1, d, h, min).getTime()
const base = { date: '2026-11-26', start: '08:00', end: '12:00', job_id: '', note: '' }

describe('shift form', () => {
  it('turns a day and two times into local instants, no job as null', () => {
    expect(shiftFormSchema.parse({ ...base, note: ' Gate code 4411 ' })).toEqual({
      starts_at: local(2026, 11, 26, 8),
      ends_at: local(2026, 11, 26, 12),
      job_id: null,
      note: 'Gate code 4411',
    })
  })

  it('reads an end before the start as the next morning', () => {
    const night = { date: '2026-11-30', start: '22:00', end: '06:00' }
    expect(shiftInstants(night)).toEqual({
      starts_at: local(2026, 11, 30, 22),
      ends_at: local(2026, 12, 1, 6),
      isOvernight: true,
    })
    expect(shiftFormSchema.safeParse({ ...base, ...night }).success).toBe(true)
  })

  it('refuses a shift that ends when it starts, on the end field', () => {
    const result = shiftFormSchema.safeParse({ ...base, end: '08:00' })
    expect(result.success || fieldErrorsFromZod(result.error)).toEqual({
      end: 'End time must be after the start time',
    })
  })

  it('asks for the date and both times', () => {
    const result = shiftFormSchema.safeParse({ ...base, date: '', start: '', end: '25:00' })
    expect(result.success || fieldErrorsFromZod(result.error)).toEqual({
      date: 'Date is required',
      start: 'Start time is required',
      end: 'End time is required',
    })
  })

  it('fills the form from a shift, and back to the same shift', () => {
    const shift = {
      id: '00000000-0000-4000-8000-000000000001',
      employee_id: '00000000-0000-4000-8000-000000000002',
      starts_at: local(2026, 11, 28, 21, 30),
      ends_at: local(2026, 11, 29, 5, 15),
      job_id: '00000000-0000-4000-8000-000000000003',
      note: 'Night watch',
      created_at: 0,
      version: 1,
    }
    const values = shiftValues(shift)
    expect(values).toEqual({
      date: '2026-11-28',
      start: '21:30',
      end: '05:15',
      job_id: shift.job_id,
      note: 'Night watch',
    })
    expect(shiftFormSchema.parse(values)).toEqual({
      starts_at: shift.starts_at,
      ends_at: shift.ends_at,
      job_id: shift.job_id,
      note: shift.note,
    })
  })
})
