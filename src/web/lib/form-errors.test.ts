import type { FieldErrors } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { firstErrorMessage } from './form-errors'

describe('firstErrorMessage', () => {
  it('takes the first message in the order of the fields shown', () => {
    const errors = {
      email: { type: 'custom', message: 'Email is required' },
      name: { type: 'custom', message: 'Name is required' },
    }
    expect(firstErrorMessage(errors, ['name', 'email'])).toBe('Name is required')
    expect(firstErrorMessage(errors, ['email', 'name'])).toBe('Email is required')
  })

  it('finds nested messages and says undefined when there is none', () => {
    type Values = { items: { qty: number }[]; name: string }
    const errors: FieldErrors<Values> = {
      items: [{ qty: { type: 'custom', message: 'Too many' } }],
    }
    expect(firstErrorMessage(errors, ['items'])).toBeUndefined()
    expect(firstErrorMessage(errors, ['items.0.qty'])).toBe('Too many')
    expect(firstErrorMessage<Values>({}, ['name'])).toBeUndefined()
  })
})
