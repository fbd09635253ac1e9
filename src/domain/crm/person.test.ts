import { describe, expect, it } from 'vitest'
import { fieldErrorsFromZod } from '../shared/app-error'
import { createPersonInput, personResource, personSchema } from './person'

const NOW = Date.UTC(2026, 2, 10, 12)
const ID = '2b1e4f7a-1c2d-4e5f-8a9b-0c1d2e3f4a5b'

function errorsOf(input: unknown): Record<string, string> {
  const result = createPersonInput.safeParse(input)
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`)
  return fieldErrorsFromZod(result.error)
}

const valid = { name: 'Maria Garcia', email: 'maria@example.com' }

describe('createPersonInput', () => {
  it('needs only a name and an email, defaulting the rest', () => {
    expect(createPersonInput.parse(valid)).toEqual({
      name: 'Maria Garcia',
      email: 'maria@example.com',
      phone: '',
      tags: [],
      location: '',
      avatar: '',
    })
  })

  it('says which of name and email is missing', () => {
    expect(errorsOf({})).toEqual({ name: 'Name is required', email: 'Email is required' })
    expect(errorsOf({ name: '  ', email: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
    })
    expect(errorsOf({ name: 'Maria' })).toEqual({ email: 'Email is required' })
  })

  it('rejects a bad email', () => {
    expect(errorsOf({ ...valid, email: 'maria-at-example' })).toEqual({
      email: 'Email must be a valid email address',
    })
  })

  it('trims name and email', () => {
    expect(createPersonInput.parse({ name: ' Maria ', email: ' m@example.com ' })).toMatchObject({
      name: 'Maria',
      email: 'm@example.com',
    })
  })

  it('splits tags given as comma-separated text', () => {
    expect(createPersonInput.parse({ ...valid, tags: 'Residential, VIP, , vip' }).tags).toEqual([
      'Residential',
      'VIP',
    ])
  })

  it('accepts tags given as a list, trimmed and without duplicates', () => {
    expect(
      createPersonInput.parse({ ...valid, tags: [' Commercial', 'commercial', 'VIP'] }).tags,
    ).toEqual(['Commercial', 'VIP'])
  })

  it('rejects unknown keys', () => {
    const errors = errorsOf({ ...valid, role: 'admin' })
    expect(Object.values(errors).join(' ')).toContain('role')
    expect(personResource.createInput.safeParse({ ...valid, role: 'admin' }).success).toBe(false)
  })
})

describe('personResource.build', () => {
  it('stamps the id and both dates from the context', () => {
    const person = personResource.build(createPersonInput.parse(valid), {
      now: NOW,
      newId: () => ID,
    })
    expect(person).toMatchObject({ id: ID, created_at: NOW, last_activity_at: NOW })
    expect(personSchema.safeParse({ ...person, version: 1 }).success).toBe(true)
  })
})
