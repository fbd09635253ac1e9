import { describe, expect, it } from 'vitest'
import { AppError } from '../shared/app-error'
import {
  isHoneypotFilled,
  parseWorkRequest,
  workRequestFieldErrors,
  workRequestLeadName,
} from './work-request'

const good = { name: ' Ana Ruiz ', email: 'Ana@Example.NET', service: 'Deck repair' }

const errorOf = (body: unknown): AppError => {
  try {
    parseWorkRequest(body)
  } catch (error) {
    if (error instanceof AppError) return error
  }
  throw new Error('expected a refusal')
}

describe('the public request form rules', () => {
  it('trims the fields, lower-cases the address and defaults what was left out', () => {
    expect(parseWorkRequest(good)).toEqual({
      name: 'Ana Ruiz',
      email: 'ana@example.net',
      phone: '',
      service: 'Deck repair',
      address: '',
      preferred_dates: '',
      notes: '',
      photos: [],
    })
    expect(workRequestLeadName(parseWorkRequest(good))).toBe('Deck repair: Ana Ruiz')
  })

  it('names every bad field', () => {
    expect(workRequestFieldErrors({ email: 'a@b', phone: 'abc', notes: 7 })).toEqual({
      name: 'Name is required',
      email: 'Email must be a valid email address',
      service: 'Service wanted is required',
      phone: 'Phone may hold digits, spaces and + ( ) - . only',
      notes: 'Notes must be text',
    })
    expect(workRequestFieldErrors({ ...good, address: 'x'.repeat(201) })).toEqual({
      address: 'Address is too long (max 200)',
    })
  })

  it('refuses unknown fields, a body that is no object and too many photos', () => {
    expect(errorOf({ ...good, stage: 'Won' }).message).toBe('Unknown field: stage')
    expect(errorOf([good]).code).toBe('VALIDATION')
    const photos = Array.from({ length: 6 }, () => ({ data_url: 'data:,' }))
    expect(errorOf({ ...good, photos }).fields).toEqual({ photos: 'At most 5 photos' })
    expect(errorOf({ ...good, photos: [{ data_url: 5 }] }).fields?.photos).toMatch(/data URL/)
  })

  it('sees a filled honeypot, not an empty one', () => {
    expect(isHoneypotFilled({ ...good, website: 'http://spam.test' })).toBe(true)
    expect(isHoneypotFilled({ ...good, website: ['x'] })).toBe(true)
    expect(isHoneypotFilled({ ...good, website: '  ' })).toBe(false)
    expect(isHoneypotFilled(good)).toBe(false)
    expect(isHoneypotFilled(null)).toBe(false)
  })
})
