import { describe, expect, it } from 'vitest'
import { generateToken, isWellFormedToken, tokenId } from './session-token'

describe('session tokens', () => {
  it('are 32 base32 characters and different every time', () => {
    const tokens = new Set(Array.from({ length: 1000 }, generateToken))
    expect(tokens.size).toBe(1000)
    for (const token of tokens) expect(isWellFormedToken(token)).toBe(true)
  })

  it('are stored as their SHA-256, never as they are', () => {
    // The FIPS 180-2 test vector for SHA-256("abc").
    expect(tokenId('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    const token = generateToken()
    expect(tokenId(token)).toMatch(/^[0-9a-f]{64}$/)
    expect(tokenId(token)).not.toContain(token)
  })

  it('refuses to look up what is not a token', () => {
    for (const bad of [
      '',
      'x'.repeat(31),
      '1'.repeat(32),
      'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
      `${generateToken()}a`,
    ]) {
      expect(isWellFormedToken(bad), bad).toBe(false)
    }
  })
})
