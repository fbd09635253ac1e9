// One-time set-password links (issue #20): the Owner makes one for a user and sends it (an invite,
// 72 hours), or "Forgot password?" e-mails one (a reset, 1 hour, issue #30); it sets that user's
// password once and signs them in. Only the token's SHA-256 is stored; the token lives in the
// link's fragment (#…), which browsers never send to a server.
import { z } from 'zod'
import { passwordSchema } from '../../domain/access/password'
import {
  LINK_LIFETIME_MS,
  LINK_UNUSABLE_MESSAGE,
  setPasswordLinkState,
  type LinkPurpose,
} from '../../domain/access/set-password-link'
import { AppError, parseOrThrow } from '../../domain/shared/app-error'
import type { ApiDeps } from '../shared/deps'
import { getOrThrow } from '../records/records'
import type { RowOf, StoreTx } from '../shared/store'
import type { PasswordHasher } from './password-hasher'
import { generateToken, isWellFormedToken, tokenId } from './session-token'
import { startSession } from './sessions'
import type { SignInResult } from './sign-in'

export const SET_PASSWORD_PATH = '/set-password'
export const NO_ACCOUNTS_MESSAGE = 'The browser-only demo has no sign-in'
export const INACTIVE_USER_LINK_MESSAGE = 'Reactivate this user before sending a sign-in link'

const tokenInput = z.object({ token: z.string().max(100) })
export const setPasswordInput = z.object({ token: z.string().max(100), password: passwordSchema })

export type SetPasswordLinkAnswer = { path: string; expires_at: number }
export type SetPasswordLinkMade = { link: SetPasswordLinkAnswer; user: RowOf<'users'> }

/** Stores a new link of `purpose` for an active user, inside the caller's transaction. */
export async function insertLink(
  tx: StoreTx,
  user: RowOf<'users'>,
  purpose: LinkPurpose,
  now: number,
): Promise<SetPasswordLinkAnswer> {
  if (!tx.auth) throw new AppError('INVALID_STATE', NO_ACCOUNTS_MESSAGE)
  const token = generateToken()
  const expires_at = now + LINK_LIFETIME_MS[purpose]
  await tx.auth.insertSetPasswordLink({
    id: tokenId(token),
    user_id: user.id,
    purpose,
    created_at: now,
    expires_at,
    used_at: null,
  })
  return { path: `${SET_PASSWORD_PATH}#${token}`, expires_at }
}

export async function createSetPasswordLink(
  deps: Pick<ApiDeps, 'store' | 'clock'>,
  userId: string,
  /** Runs last in the link's transaction (its audit entry). */
  inTransaction: (tx: StoreTx, made: SetPasswordLinkMade) => Promise<unknown> = async () =>
    undefined,
): Promise<SetPasswordLinkMade> {
  return deps.store.transaction(async (tx) => {
    if (!tx.auth) throw new AppError('INVALID_STATE', NO_ACCOUNTS_MESSAGE)
    const user = await getOrThrow(tx, 'users', userId)
    if (!user.active) throw new AppError('INVALID_STATE', INACTIVE_USER_LINK_MESSAGE)
    const made = { link: await insertLink(tx, user, 'set-password', deps.clock()), user }
    await inTransaction(tx, made)
    return made
  })
}

/** The active user a usable link names, or a refusal that does not say which part failed. */
async function linkedUser(
  tx: StoreTx,
  token: string,
  now: number,
  options: { forUpdate?: boolean } = {},
): Promise<{ user: RowOf<'users'>; purpose: LinkPurpose }> {
  const link = isWellFormedToken(token) ? await tx.auth?.getSetPasswordLink(tokenId(token)) : null
  const user =
    link && setPasswordLinkState(link, now) === 'usable'
      ? await tx.get('users', link.user_id, options)
      : null
  if (!link || !user?.active) throw new AppError('NOT_FOUND', LINK_UNUSABLE_MESSAGE)
  return { user, purpose: link.purpose }
}

/** Whose a link is and what for, for the page that asks for the new password. */
export async function checkSetPasswordLink(
  deps: Pick<ApiDeps, 'store' | 'clock'>,
  body: unknown,
): Promise<{ name: string; email: string; purpose: LinkPurpose }> {
  const { token } = parseOrThrow(tokenInput, body, 'Invalid link')
  const { user, purpose } = await deps.store.transaction((tx) =>
    linkedUser(tx, token, deps.clock()),
  )
  return { name: user.name, email: user.email, purpose }
}

/**
 * Sets the password a link is for, uses the link up (and every other unused link of the user: one
 * password, one way in), ends the user's other sessions (someone else may know the old password)
 * and signs them in.
 */
export async function setPasswordWithLink(
  deps: Pick<ApiDeps, 'store' | 'clock'>,
  passwords: PasswordHasher,
  body: unknown,
): Promise<SignInResult & { purpose: LinkPurpose }> {
  const { token, password } = parseOrThrow(setPasswordInput, body, 'Invalid password')
  const hash = await passwords.hash(password)
  return deps.store.transaction(async (tx) => {
    const now = deps.clock()
    const { user, purpose } = await linkedUser(tx, token, now, { forUpdate: true })
    const auth = tx.auth
    if (!auth) throw new AppError('INVALID_STATE', NO_ACCOUNTS_MESSAGE)
    await auth.markSetPasswordLinkUsed(tokenId(token), now)
    await auth.useUpSetPasswordLinksOf(user.id, now)
    await auth.setPasswordHash(user.id, hash, now)
    await auth.deleteSessionsOf(user.id)
    const signedIn = { ...user, last_sign_in_at: now }
    await tx.update('users', signedIn)
    return { token: await startSession(tx, user.id, now), user: signedIn, purpose }
  })
}
