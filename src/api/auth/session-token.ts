// Session and set-password tokens (decision 028): 20 random bytes from the platform's secure
// generator, written in base32; the database keeps only the SHA-256 of a token, so a copy of it
// (a backup, a leaked dump) signs nobody in.
import { sha256 } from '@oslojs/crypto/sha2'
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding'

/** 160 bits: a token cannot be guessed, and 32 characters fit a cookie and a link. */
const TOKEN_BYTES = 20

/** A new token to hand to the browser (cookie) or to put in a link. Never stored as it is. */
export function generateToken(): string {
  const bytes = new Uint8Array(TOKEN_BYTES)
  crypto.getRandomValues(bytes)
  return encodeBase32LowerCaseNoPadding(bytes)
}

/** What the database stores and looks a token up by: the hex SHA-256 of the token. */
export function tokenId(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)))
}

/** A token as `generateToken` makes them; anything else is not looked up at all. */
export const isWellFormedToken = (value: string): boolean => /^[a-z2-7]{32}$/.test(value)
