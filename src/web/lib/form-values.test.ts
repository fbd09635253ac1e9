import { describe, expect, it } from 'vitest'
import { pickFormValues } from './form-values'

describe('pickFormValues', () => {
  const blank = { name: '', notes: '', website: '' }

  it('copies the fields the form has from the record, and only those', () => {
    const record = { id: 'x', name: 'Summit', notes: 'Gate code', website: 'https://s.example.com' }
    expect(pickFormValues(blank, record)).toEqual({
      name: 'Summit',
      notes: 'Gate code',
      website: 'https://s.example.com',
    })
  })

  it('keeps the blank value where the record has none, and gives a copy for a new record', () => {
    expect(pickFormValues(blank, { name: 'Old row', notes: null })).toEqual({
      name: 'Old row',
      notes: '',
      website: '',
    })
    const fresh = pickFormValues(blank, undefined)
    expect(fresh).toEqual(blank)
    expect(fresh).not.toBe(blank)
  })
})
