// What a password must be (issue #20). Length is what makes a password hard to guess (NIST SP
// 800-63B): at least 10 characters, no composition rules; at most 200, so hashing stays cheap.
import { z } from 'zod'

export const MIN_PASSWORD = 10
export const MAX_PASSWORD = 200

export const passwordSchema = z
  .string({ message: 'Password is required' })
  .min(MIN_PASSWORD, `Password must be at least ${MIN_PASSWORD} characters`)
  .max(MAX_PASSWORD, `Password is too long (max ${MAX_PASSWORD})`)

/** The one answer to a wrong e-mail or password: it does not say which was wrong. */
export const WRONG_CREDENTIALS_MESSAGE = 'Wrong email or password'
