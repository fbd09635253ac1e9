import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fillPlaceholders, oneLine, PLACEHOLDERS, placeholdersIn } from './placeholders'

describe('placeholders', () => {
  it('finds each {name} once, in order, and leaves braces around spaces alone', () => {
    expect(placeholdersIn('Hi {client_name}, {link} {client_name} { note } {}')).toEqual([
      'client_name',
      'link',
    ])
  })

  it('fills the offered placeholders and keeps the others as written', () => {
    const text = 'Hi {client_name}: {visit_date} {nope}'
    expect(fillPlaceholders(text, { client_name: 'Ann', visit_date: 'Mon' }, ['client_name'])).toBe(
      'Hi Ann: {visit_date} {nope}',
    )
    expect(fillPlaceholders('Due {due_date}', {})).toBe('Due ')
  })

  it('fills in one pass: a value that looks like a placeholder stays text', () => {
    expect(fillPlaceholders('{client_name} {link}', { client_name: '{link}', link: 'L' })).toBe(
      '{link} L',
    )
  })

  it('never leaves an offered placeholder behind, whatever the values', () => {
    const values = fc.dictionary(fc.constantFrom(...PLACEHOLDERS), fc.string({ maxLength: 20 }))
    const noBraces = fc.string().filter((s) => !/[{}]/.test(s))
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PLACEHOLDERS)),
        noBraces,
        values,
        (names, glue, v) => {
          const template = names.map((n) => `{${n}}`).join(glue)
          const withoutBraces = Object.fromEntries(
            Object.entries(v).map(([k, value]) => [k, value.replace(/[{}]/g, '')]),
          )
          expect(placeholdersIn(fillPlaceholders(template, withoutBraces))).toEqual([])
        },
      ),
    )
  })

  it('makes one line of a subject: no CR or LF survives', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const line = oneLine(text)
        expect(line).not.toMatch(/[\r\n]/)
        expect(line).toBe(line.trim())
      }),
    )
    expect(oneLine('Hi\r\nBcc: x@example.com')).toBe('Hi Bcc: x@example.com')
  })
})
