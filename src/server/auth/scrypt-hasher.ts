// Passwords hashed with scrypt from node:crypto (decision 028): memory-hard, a 16-byte random salt
// per password, parameters written into the hash so they can be raised later without breaking old
// hashes, and compared in constant time.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import type { PasswordHasher } from '../../api/auth/password-hasher'

/** OWASP's scrypt floor is N=2^17 with r=8, p=1 (128 MiB); 2^15 (32 MiB) keeps a 2-core box usable. */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const
const KEY_BYTES = 32
const SALT_BYTES = 16

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r }
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

export function createScryptHasher(
  params: { N: number; r: number; p: number } = SCRYPT_PARAMS,
): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES)
      const key = await derive(password, salt, params)
      return [
        'scrypt',
        params.N,
        params.r,
        params.p,
        salt.toString('base64'),
        key.toString('base64'),
      ].join('$')
    },
    async verify(password, stored) {
      const [kind, n, r, p, salt, key] = stored.split('$')
      if (kind !== 'scrypt' || !salt || !key) return false
      const parsed = { N: Number(n), r: Number(r), p: Number(p) }
      if (![parsed.N, parsed.r, parsed.p].every((v) => Number.isSafeInteger(v) && v > 0))
        return false
      const expected = Buffer.from(key, 'base64')
      if (expected.length !== KEY_BYTES) return false
      const actual = await derive(password, Buffer.from(salt, 'base64'), parsed)
      return timingSafeEqual(actual, expected)
    },
  }
}
