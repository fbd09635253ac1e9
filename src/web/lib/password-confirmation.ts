// A new password typed twice (setting a password from a sign-in link, changing it in Account): the
// second must match the first, and says so under itself.
import { z } from 'zod'

export const PASSWORDS_DIFFER = 'The passwords do not match'

/** `shape` checked as usual, then `confirm` against `password`. */
export function withConfirmation<S extends z.ZodRawShape, P extends keyof S & string>(
  shape: S,
  password: P,
) {
  return z
    .object({ ...shape, confirm: z.string() })
    .refine((values: Record<string, unknown>) => values[password] === values.confirm, {
      path: ['confirm'],
      message: PASSWORDS_DIFFER,
    })
}
