import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fieldErrorsFromZod } from './app-error'
import { epochMsSchema, idSchema, moneySchema, requiredText, shortText } from './fields'

function messageOf(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input)
  return result.success ? undefined : Object.values(fieldErrorsFromZod(result.error))[0]
}

describe('requiredText', () => {
  const title = requiredText('Title', 10)

  it('trims the text', () => {
    expect(title.parse('  Mow  ')).toBe('Mow')
  })

  it('says the field is required when it is empty, blank or missing', () => {
    expect(messageOf(title, '')).toBe('Title is required')
    expect(messageOf(title, '   ')).toBe('Title is required')
    expect(messageOf(title, undefined)).toBe('Title is required')
    expect(messageOf(z.object({ title }), {})).toBe('Title is required')
  })

  it('says the field must be text when it is another type', () => {
    expect(messageOf(title, 42)).toBe('Title must be text')
  })

  it('names the maximum length', () => {
    expect(messageOf(title, 'x'.repeat(11))).toBe('Title is too long (max 10)')
  })
})

describe('shortText', () => {
  it('accepts an empty text', () => {
    expect(shortText('Notes').parse('')).toBe('')
  })
})

describe('moneySchema', () => {
  it('accepts dollars with up to 2 decimals', () => {
    expect(moneySchema.parse(0)).toBe(0)
    expect(moneySchema.parse(615.5)).toBe(615.5)
    expect(moneySchema.parse(19.99)).toBe(19.99)
  })

  it('rejects negative amounts and a third decimal', () => {
    expect(messageOf(moneySchema, -1)).toBe('Must be at least 0')
    expect(messageOf(moneySchema, 1.005)).toBe('At most 2 decimals')
    expect(messageOf(moneySchema, '12')).toBe('Must be an amount in dollars')
  })
})

describe('epochMsSchema / idSchema', () => {
  it('accepts whole non-negative milliseconds only', () => {
    expect(epochMsSchema.parse(Date.UTC(2026, 0, 1))).toBe(Date.UTC(2026, 0, 1))
    expect(messageOf(epochMsSchema, 1.5)).toBe('Must be a whole number of milliseconds')
    expect(messageOf(epochMsSchema, -1)).toBe('Must not be before 1970')
  })

  it('accepts a uuid and rejects other text', () => {
    expect(idSchema.safeParse('2b1e4f7a-1c2d-4e5f-8a9b-0c1d2e3f4a5b').success).toBe(true)
    expect(messageOf(idSchema, 'abc')).toBe('Must be a valid id')
  })

  it('reads a uuid in any case as its lower-case form (what PostgreSQL answers)', () => {
    expect(idSchema.parse('2B1E4F7A-1C2D-4E5F-8A9B-0C1D2E3F4A5B')).toBe(
      '2b1e4f7a-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    )
  })
})
