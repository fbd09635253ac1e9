// Sign-in with e-mail and password (issue #20): one generic refusal for a wrong e-mail or password,
// failures counted per account and per address (locked for a while past the limit: 429), and on
// success a new session whose token the caller puts in the cookie.
import { z } from 'zod'
import { actorLabel } from '../../domain/access/audit'
import { WRONG_CREDENTIALS_MESSAGE } from '../../domain/access/password'
import {
  ACCOUNT_THROTTLE,
  ADDRESS_THROTTLE,
  afterFailure,
  lockRemainingMs,
  THROTTLED_MESSAGE,
  type ThrottleRule,
} from '../../domain/access/sign-in-throttle'
import { AppError, parseOrThrow } from '../../domain/shared/app-error'
import { eq } from '../../domain/shared/condition'
import { auditEvent } from '../access/audit'
import type { RowOf, Store } from '../shared/store'
import type { PasswordHasher } from './password-hasher'
import { authOf, startSession } from './sessions'

export const signInInput = z.object({
  email: z.string().trim().toLowerCase().max(200),
  password: z.string().max(1000),
})

export type SignInResult = { token: string; user: RowOf<'users'> }

/**
 * A hash no password matches, checked when the e-mail names nobody, so an unknown e-mail takes as
 * long to refuse as a wrong password and the timing does not tell which accounts exist.
 */
let decoyHash: Promise<string> | null = null

const accountKey = (email: string) => `account:${email}`
const addressKey = (address: string) => `address:${address}`

export async function signIn(
  store: Store,
  passwords: PasswordHasher,
  body: unknown,
  address: string,
  clock: () => number,
): Promise<SignInResult> {
  const { email, password } = parseOrThrow(signInInput, body, 'Invalid sign-in')
  const keys: [string, ThrottleRule][] = [
    [accountKey(email), ACCOUNT_THROTTLE],
    [addressKey(address), ADDRESS_THROTTLE],
  ]

  // Read what to check against, then check the password outside any transaction (it takes tens of
  // milliseconds, and PGlite runs one transaction at a time).
  const found = await store.transaction(async (tx) => {
    const auth = authOf(tx)
    for (const [key] of keys) {
      if (lockRemainingMs(await auth.getThrottle(key), clock()) > 0) {
        throw new AppError('RATE_LIMITED', THROTTLED_MESSAGE)
      }
    }
    const [user] = await tx.findAll('users', eq('email', email))
    const hash = user ? await auth.passwordHashOf(user.id) : null
    return { user, hash }
  })
  decoyHash ??= passwords.hash('no password matches this decoy').catch((error: unknown) => {
    decoyHash = null
    throw error
  })
  const ok = await passwords.verify(password, found.hash ?? (await decoyHash))

  // A refusal is returned, not thrown, so that the failure counts are committed, not rolled back.
  const result = await store.transaction(async (tx) => {
    const auth = authOf(tx)
    const now = clock()
    // Read again, locked: the user may have been changed or deactivated while the password was
    // checked, and the sign-in time must not write an older copy of the row back.
    const user = found.user ? await tx.get('users', found.user.id, { forUpdate: true }) : null
    const ids = { clock: () => now }
    if (!ok || !user?.active) {
      for (const [key, rule] of keys) {
        await auth.putThrottle(key, afterFailure(await auth.getThrottle(key), now, rule))
      }
      await auditEvent(
        tx,
        ids,
        { userId: user?.id ?? null, actor: user ? actorLabel(user) : email, address },
        { kind: 'sign-in-failed', summary: `Failed sign-in as ${email}` },
      )
      return null
    }
    await auth.clearThrottle(accountKey(email))
    const token = await startSession(tx, user.id, now)
    // Not an edit: the version stays, so nobody's open form of this user turns stale.
    const signedIn = { ...user, last_sign_in_at: now }
    await tx.update('users', signedIn)
    await auditEvent(
      tx,
      ids,
      { userId: user.id, actor: actorLabel(user), address },
      { kind: 'sign-in', summary: 'Signed in' },
    )
    return { token, user: signedIn }
  })
  if (!result) throw new AppError('UNAUTHENTICATED', WRONG_CREDENTIALS_MESSAGE)
  return result
}
