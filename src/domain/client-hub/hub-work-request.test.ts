import { describe, expect, it } from 'vitest'
import type { AppError } from '../shared/app-error'
import { parseHubWorkRequest } from './hub-work-request'

const refusal = (body: unknown) => {
  try {
    parseHubWorkRequest(body)
  } catch (error) {
    return error as AppError
  }
  throw new Error('accepted')
}

describe('parseHubWorkRequest', () => {
  it('takes the service, address, dates, notes and photos, trimmed', () => {
    expect(
      parseHubWorkRequest({ service: ' Deck repair ', notes: 'Back yard', photos: [] }),
    ).toEqual({
      service: 'Deck repair',
      address: '',
      preferred_dates: '',
      notes: 'Back yard',
      photos: [],
    })
  })

  it('refuses a name, e-mail or phone: the client is who the hub cookie says', () => {
    expect(refusal({ service: 'Deck', email: 'someone@else.example' }).message).toBe(
      'Unknown field: email',
    )
    expect(refusal({ service: 'Deck', name: 'X', phone: '1' }).message).toBe(
      'Unknown field: name, phone',
    )
  })

  it('needs the service and keeps the public form limits', () => {
    expect(refusal({ service: ' ' }).fields).toEqual({ service: 'Service wanted is required' })
    expect(refusal({ service: 'Deck', notes: 'x'.repeat(3001) }).fields).toEqual({
      notes: 'Notes is too long (max 3000)',
    })
    expect(
      refusal({ service: 'Deck', photos: new Array(6).fill({ data_url: 'x' }) }).fields,
    ).toEqual({ photos: 'At most 5 photos' })
  })
})
