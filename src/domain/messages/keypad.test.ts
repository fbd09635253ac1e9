import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { KEYPAD_MAX_LENGTH, backspace, isKeypadChar, pressKey, sanitizeKeypadInput } from './keypad'

describe('pressKey', () => {
  it('appends digits, plus, star and hash', () => {
    expect(['1', '0', '+', '*', '#'].reduce(pressKey, '')).toBe('10+*#')
  })

  it('ignores any other key', () => {
    for (const key of ['a', ' ', '-', '(', '', '12', '١']) {
      expect(pressKey('55', key), JSON.stringify(key)).toBe('55')
    }
  })

  it('stops at 16 characters', () => {
    expect(KEYPAD_MAX_LENGTH).toBe(16)
    const full = '1'.repeat(16)
    expect(pressKey('1'.repeat(15), '2')).toBe(`${'1'.repeat(15)}2`)
    expect(pressKey(full, '2')).toBe(full)
  })

  it('never goes past 16 characters or lets other characters in, for any presses', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 2 }), { maxLength: 40 }), (keys) => {
        const number = keys.reduce(pressKey, '')
        expect(number.length).toBeLessThanOrEqual(KEYPAD_MAX_LENGTH)
        expect(number).toMatch(/^[0-9+*#]*$/)
      }),
    )
  })
})

describe('sanitizeKeypadInput', () => {
  it('keeps only keypad characters from typed or pasted text', () => {
    expect(sanitizeKeypadInput('+1 (512) 555-1234 ext. 9#')).toBe('+151255512349#')
    expect(sanitizeKeypadInput('call *67')).toBe('*67')
    expect(sanitizeKeypadInput('abc')).toBe('')
  })
})

describe('isKeypadChar / backspace', () => {
  it('accepts single keypad characters only', () => {
    expect(isKeypadChar('7')).toBe(true)
    expect(isKeypadChar('#')).toBe(true)
    expect(isKeypadChar('77')).toBe(false)
    expect(isKeypadChar('x')).toBe(false)
  })

  it('removes the last character', () => {
    expect(backspace('512')).toBe('51')
    expect(backspace('')).toBe('')
  })
})
