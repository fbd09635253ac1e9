import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_BRANDING, patchBrandingInput } from './branding'
import { BUSINESS_NAME_MAX } from './branding-defaults'
import { brandingOrDefault, parseBranding, readBrandColor, readBusinessName } from './read-branding'

// The domain's zod schema of each field, both required: what the reader must agree with.
const nameSchema = patchBrandingInput.shape.business_name.unwrap()
const colorSchema = patchBrandingInput.shape.brand_color.unwrap()
const zodRead = (schema: typeof nameSchema | typeof colorSchema, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? result.data : undefined
}

const whitespace = fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\ufeff', '\u200b')
const padded = (core: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.array(whitespace, { maxLength: 3 }), core, fc.array(whitespace, { maxLength: 3 }))
    .map(([before, text, after]) => before.join('') + text + after.join(''))

const names = fc.oneof(
  padded(fc.string({ maxLength: BUSINESS_NAME_MAX + 5 })),
  // Around the limit: emoji and other astral characters are two UTF-16 units but one character.
  padded(fc.string({ minLength: BUSINESS_NAME_MAX - 2, maxLength: BUSINESS_NAME_MAX + 2 })),
  padded(fc.string({ unit: 'grapheme', maxLength: BUSINESS_NAME_MAX / 2 + 2 })),
  padded(fc.string({ unit: 'binary', minLength: 38, maxLength: 42 })),
  // Lone surrogates count one character each.
  padded(
    fc
      .array(fc.constantFrom('a', '\ud83d', '\ude00', '😀'), { minLength: 40, maxLength: 82 })
      .map((chars) => chars.join('')),
  ),
  fc.array(whitespace, { maxLength: 4 }).map((chars) => chars.join('')),
)
const hexDigit = fc.constantFrom(...'0123456789abcdefABCDEFgG'.split(''))
const colors = fc.oneof(
  padded(
    fc
      .tuple(
        fc.constantFrom('#', '', '##', 'x'),
        fc.array(hexDigit, { minLength: 5, maxLength: 7 }),
      )
      .map(([hash, digits]) => hash + digits.join('')),
  ),
  padded(fc.string({ maxLength: 9 })),
  fc.constantFrom('#2F6B3A\n', '#2f6b3a', 'url(x)', '#fff', '#1234567', 'red', '#12 456'),
)
const notText = fc.oneof(
  fc.constantFrom(undefined, null, true, 0, NaN, [], {}),
  fc.integer(),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
)

describe('readBusinessName and readBrandColor', () => {
  it('take exactly what the domain schema takes, as it takes it', () => {
    fc.assert(
      fc.property(fc.oneof(names, notText), (value) => {
        expect(readBusinessName(value)).toEqual(zodRead(nameSchema, value))
      }),
      { numRuns: 2000 },
    )
    fc.assert(
      fc.property(fc.oneof(colors, notText), (value) => {
        expect(readBrandColor(value)).toEqual(zodRead(colorSchema, value))
      }),
      { numRuns: 2000 },
    )
  })

  it('agree with the schema at its edges', () => {
    const cases: unknown[] = [
      '',
      '   ',
      'A',
      'a'.repeat(BUSINESS_NAME_MAX),
      'a'.repeat(BUSINESS_NAME_MAX + 1),
      ` ${'a'.repeat(BUSINESS_NAME_MAX)} `,
      '😀'.repeat(BUSINESS_NAME_MAX),
      `${'😀'.repeat(BUSINESS_NAME_MAX)}a`,
      '\ud83d'.repeat(BUSINESS_NAME_MAX + 1),
      '#ABCDEF',
      ' #abcdef ',
      '#abcdeg',
      '#abcde',
      'abcdef',
    ]
    for (const value of cases) {
      expect(readBusinessName(value), JSON.stringify(value)).toEqual(zodRead(nameSchema, value))
      expect(readBrandColor(value), JSON.stringify(value)).toEqual(zodRead(colorSchema, value))
    }
    // The cases reach both answers of each field.
    expect(cases.filter((value) => readBusinessName(value) === undefined)).toEqual([
      '',
      '   ',
      'a'.repeat(BUSINESS_NAME_MAX + 1),
      `${'😀'.repeat(BUSINESS_NAME_MAX)}a`,
      '\ud83d'.repeat(BUSINESS_NAME_MAX + 1),
    ])
    expect(cases.map(readBrandColor).filter(Boolean)).toEqual(['#abcdef', '#abcdef'])
  })
})

const { logo: _noLogo, ...withoutLogo } = DEFAULT_BRANDING
const answerDefaults = { ...withoutLogo, has_logo: false }

describe('parseBranding', () => {
  it('falls back to the defaults field by field for stored garbage', () => {
    expect(brandingOrDefault(null)).toEqual(DEFAULT_BRANDING)
    expect(brandingOrDefault({ business_name: 'Acme', brand_color: 'red' })).toEqual({
      ...DEFAULT_BRANDING,
      business_name: 'Acme',
      brand_color: DEFAULT_BRANDING.brand_color,
    })
    expect(brandingOrDefault({ business_name: 42, brand_color: '#ABCDEF' })).toEqual({
      ...DEFAULT_BRANDING,
      business_name: DEFAULT_BRANDING.business_name,
      brand_color: '#abcdef',
    })
  })

  it('reads the document fields, with the host zone for a zone not chosen or unknown', () => {
    const stored = {
      business_name: 'Acme',
      brand_color: '#123456',
      business_email: 'office@acme.test',
      business_phone: '555-0100',
      business_address: '1 Main St\nSpringfield',
      payment_instructions: 'Pay by ACH',
      paper_size: 'A4',
      time_zone: 'Europe/Berlin',
      logo: 'data:image/png;base64,AAAA',
    }
    expect(brandingOrDefault(stored, 'America/Chicago')).toEqual(stored)
    expect(
      brandingOrDefault(
        { ...stored, time_zone: '', paper_size: 'A5', logo: 'javascript:x' },
        'America/Chicago',
      ),
    ).toEqual({ ...stored, time_zone: 'America/Chicago', paper_size: 'Letter', logo: null })
    expect(brandingOrDefault({ ...stored, time_zone: 'Mars/Olympus' }, 'UTC').time_zone).toBe('UTC')
    const { logo: _logo, ...answered } = stored
    expect(parseBranding({ ...answered, has_logo: true })).toEqual({
      branding: { ...answered, has_logo: true },
      isValid: true,
    })
  })

  it('says whether a value was a whole valid branding', () => {
    expect(parseBranding({ business_name: 'Acme', brand_color: '#ABCDEF', version: 3 })).toEqual({
      branding: { ...answerDefaults, business_name: 'Acme', brand_color: '#abcdef' },
      isValid: true,
    })
    for (const value of [null, 'Acme', [], {}, { business_name: 'Acme' }, { brand_color: 7 }]) {
      expect(parseBranding(value).isValid, JSON.stringify(value)).toBe(false)
    }
  })

  it('is valid exactly when the schema takes both fields, and keeps what it takes', () => {
    const answers = fc.oneof(
      fc.record(
        { business_name: fc.oneof(names, notText), brand_color: fc.oneof(colors, notText) },
        { requiredKeys: [] },
      ),
      notText,
    )
    fc.assert(
      fc.property(answers, (value) => {
        const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<
          string,
          unknown
        >
        const name = zodRead(nameSchema, raw.business_name)
        const color = zodRead(colorSchema, raw.brand_color)
        expect(parseBranding(value)).toEqual({
          branding: {
            ...answerDefaults,
            business_name: name ?? DEFAULT_BRANDING.business_name,
            brand_color: color ?? DEFAULT_BRANDING.brand_color,
          },
          isValid: name !== undefined && color !== undefined,
        })
      }),
      { numRuns: 1000 },
    )
  })
})
