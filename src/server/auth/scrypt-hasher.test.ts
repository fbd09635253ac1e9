import { describe, expect, it } from 'vitest'
import { createScryptHasher } from './scrypt-hasher'

// Small parameters keep the test quick; the format and the checks are the same.
const hasher = createScryptHasher({ N: 2 ** 10, r: 8, p: 1 })

describe('scrypt password hashes', () => {
  it('accepts the password and refuses any other', async () => {
    const stored = await hasher.hash('correct horse battery')
    expect(await hasher.verify('correct horse battery', stored)).toBe(true)
    expect(await hasher.verify('correct horse batterY', stored)).toBe(false)
    expect(await hasher.verify('', stored)).toBe(false)
  })

  it('salts every hash and never holds the password', async () => {
    const [a, b] = await Promise.all([hasher.hash('same password'), hasher.hash('same password')])
    expect(a).not.toBe(b)
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/)
    expect(a).not.toContain('same password')
  })

  it('checks a hash with the parameters written in it', async () => {
    const strong = createScryptHasher({ N: 2 ** 11, r: 8, p: 1 })
    const stored = await strong.hash('rotate me please')
    expect(await hasher.verify('rotate me please', stored)).toBe(true)
  })

  it('refuses a malformed stored hash instead of throwing', async () => {
    for (const stored of [
      '',
      'scrypt$x$8$1$a$b',
      'bcrypt$1$2$3$4$5',
      'scrypt$1024$8$1$c2FsdA==$a2V5',
    ]) {
      expect(await hasher.verify('anything at all', stored), stored).toBe(false)
    }
  })
})
