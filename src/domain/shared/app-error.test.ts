import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  AppError,
  fieldErrorsFromZod,
  notFound,
  parseOrThrow,
  statusByCode,
  toErrorBody,
  validationError,
} from './app-error'

const schema = z.object({
  name: z.string().min(1, 'Name is required'),
  address: z.object({ city: z.string().min(1, 'City is required') }),
  tags: z.array(z.string().max(3, 'Tag is too long')),
})

function zodError(input: unknown): z.ZodError {
  const result = schema.safeParse(input)
  if (result.success) throw new Error('expected the input to be invalid')
  return result.error
}

describe('fieldErrorsFromZod', () => {
  it('keys each message by its dotted path', () => {
    const fields = fieldErrorsFromZod(
      zodError({ name: '', address: { city: '' }, tags: ['ok', 'too long'] }),
    )
    expect(fields).toEqual({
      name: 'Name is required',
      'address.city': 'City is required',
      'tags.1': 'Tag is too long',
    })
  })

  it('keeps the first message of a path and uses _ for the root', () => {
    const twoRules = z.string().min(5, 'Too short').regex(/^\d+$/, 'Digits only')
    const result = twoRules.safeParse('ab')
    expect(result.success).toBe(false)
    if (!result.success) expect(fieldErrorsFromZod(result.error)).toEqual({ _: 'Too short' })
  })

  it('names each unknown key of a strict object, at its own path', () => {
    const strict = z.strictObject({ a: z.string(), inner: z.strictObject({ b: z.string() }) })
    const result = strict.safeParse({ a: 'x', extra: 1, other: 2, inner: { b: 'y', deep: 3 } })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(Object.keys(fieldErrorsFromZod(result.error)).sort()).toEqual([
        'extra',
        'inner.deep',
        'other',
      ])
    }
  })

  it('keeps an unknown "__proto__" key as a plain field', () => {
    const result = z
      .strictObject({ a: z.string() })
      .safeParse(JSON.parse('{"a": "x", "__proto__": 1}'))
    expect(result.success).toBe(false)
    if (!result.success) {
      const fields = fieldErrorsFromZod(result.error)
      expect(Object.keys(fields)).toEqual(['__proto__'])
      expect(Object.getPrototypeOf(fields)).toBe(Object.prototype)
    }
  })
})

describe('validationError', () => {
  it('is a VALIDATION AppError whose message names the first field', () => {
    const error = validationError(zodError({ name: '', address: { city: 'Austin' }, tags: [] }))
    expect(error).toBeInstanceOf(AppError)
    expect(error.code).toBe('VALIDATION')
    expect(error.status).toBe(400)
    expect(error.message).toBe('Invalid input: name: Name is required')
    expect(error.fields).toEqual({ name: 'Name is required' })
  })

  it('takes a custom message and leaves out the path of a root issue', () => {
    const result = z.string().min(1, 'Empty').safeParse('')
    if (result.success) throw new Error('expected failure')
    expect(validationError(result.error, 'Bad query').message).toBe('Bad query: Empty')
  })

  it("does not repeat zod's own 'Invalid input: ' prefix", () => {
    const result = z.object({ name: z.string() }).safeParse([])
    if (result.success) throw new Error('expected failure')
    expect(validationError(result.error).message).toBe(
      'Invalid input: expected object, received array',
    )
  })
})

describe('parseOrThrow', () => {
  it('returns the parsed value', () => {
    expect(parseOrThrow(z.coerce.number(), '42')).toBe(42)
  })

  it('throws a VALIDATION AppError with field messages', () => {
    expect(() => parseOrThrow(schema, { name: '' })).toThrowError(
      expect.objectContaining({
        code: 'VALIDATION',
        fields: expect.objectContaining({ name: 'Name is required' }),
      }),
    )
  })
})

describe('statusByCode', () => {
  it('maps each code to its HTTP status', () => {
    expect(statusByCode.VALIDATION).toBe(400)
    expect(statusByCode.UNAUTHENTICATED).toBe(401)
    expect(statusByCode.FORBIDDEN).toBe(403)
    expect(statusByCode.NOT_FOUND).toBe(404)
    expect(statusByCode.CONFLICT).toBe(409)
    expect(statusByCode.INVALID_STATE).toBe(409)
    expect(statusByCode.PAYLOAD_TOO_LARGE).toBe(413)
    expect(statusByCode.UNSUPPORTED_MEDIA_TYPE).toBe(415)
    expect(statusByCode.RATE_LIMITED).toBe(429)
    expect(statusByCode.INTERNAL).toBe(500)
  })

  it('gives every code a 4xx or 5xx status', () => {
    for (const status of Object.values(statusByCode)) {
      expect(status).toBeGreaterThanOrEqual(400)
      expect(status).toBeLessThan(600)
    }
  })

  it('is what an AppError reports as its status', () => {
    expect(new AppError('INVALID_STATE', 'x').status).toBe(409)
  })
})

describe('toErrorBody / notFound', () => {
  it('writes the wire shape, with fields only when present', () => {
    expect(toErrorBody(notFound('Job'))).toEqual({
      error: { code: 'NOT_FOUND', message: 'Job not found' },
    })
    expect(toErrorBody(new AppError('VALIDATION', 'Bad', { name: 'Required' }))).toEqual({
      error: { code: 'VALIDATION', message: 'Bad', fields: { name: 'Required' } },
    })
  })
})
