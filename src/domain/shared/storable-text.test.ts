import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { findUnstorableText, isStorableText } from './storable-text'

describe('isStorableText', () => {
  it('accepts any well-formed text without NUL, including emoji and right-to-left text', () => {
    for (const text of ['', 'plain', '👩‍👩‍👧‍👦', '\uDBFF\uDFFF', 'שלום \u202Eevil', '<script>']) {
      expect(isStorableText(text)).toBe(true)
    }
  })

  it('refuses NUL and unpaired surrogates', () => {
    for (const text of ['\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\uDBFF', 'a\uDC00\uD800b']) {
      expect(isStorableText(text)).toBe(false)
    }
  })

  it('agrees with a UTF-8 round trip for any text without NUL', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const roundTrips = new TextDecoder().decode(new TextEncoder().encode(text)) === text
        expect(isStorableText(text)).toBe(roundTrips && !text.includes('\u0000'))
      }),
    )
  })
})

describe('findUnstorableText', () => {
  it('names the path of the first bad string or key', () => {
    expect(findUnstorableText({ name: 'ok', tags: ['a', 'b\u0000'] })).toBe('tags.1')
    expect(findUnstorableText({ payload: { ['k\uD800']: 1 } })).toBe('payload')
    expect(findUnstorableText('\u0000')).toBe('_')
    expect(findUnstorableText({ a: [1, null, true, { b: 'fine' }] })).toBeNull()
    expect(findUnstorableText(undefined)).toBeNull()
  })

  it('handles deeply nested input without overflowing the stack', () => {
    let deep: unknown = 'bad\u0000'
    for (let i = 0; i < 100_000; i++) deep = [deep]
    expect(findUnstorableText(deep)).toMatch(/^0(\.0)*$/)
  })
})
