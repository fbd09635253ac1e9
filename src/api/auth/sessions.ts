// Signed-in sessions (issue #20, decision 028): a session starts at sign-in with a fresh token the
// browser keeps in a cookie; each request finds its session by the token's hash, ends it when it has
// expired or its user is gone, and records the use at most once a minute.
import { isSessionLive, shouldTouchSession } from '../../domain/access/session-policy'
import { AppError } from '../../domain/shared/app-error'
import type { RowOf, StoreTx } from '../shared/store'
import type { AuthTx, SessionRow } from './auth-store'
import { generateToken, isWellFormedToken, tokenId } from './session-token'

export type SignedIn = { session: SessionRow; user: RowOf<'users'> }

/** The accounts port of a store that has one (the server's). */
export function authOf(tx: StoreTx): AuthTx {
  if (!tx.auth) throw new AppError('INTERNAL', 'This store keeps no accounts')
  return tx.auth
}

/** Starts a session for `userId`; the token goes to the browser and is not kept. */
export async function startSession(tx: StoreTx, userId: string, now: number): Promise<string> {
  const token = generateToken()
  await authOf(tx).insertSession({
    id: tokenId(token),
    user_id: userId,
    created_at: now,
    last_used_at: now,
  })
  return token
}

/** The live session a token names and its user, or null (an ended session is removed). */
export async function sessionOf(tx: StoreTx, token: string, now: number): Promise<SignedIn | null> {
  if (!isWellFormedToken(token)) return null
  const auth = authOf(tx)
  const session = await auth.getSession(tokenId(token))
  if (!session) return null
  const user = isSessionLive(session, now) ? await tx.get('users', session.user_id) : null
  if (!user?.active) {
    await auth.deleteSession(session.id)
    return null
  }
  if (shouldTouchSession(session, now)) {
    await auth.touchSession(session.id, now)
    return { session: { ...session, last_used_at: now }, user }
  }
  return { session, user }
}

/** Ends the session a token names (sign-out); nothing happens for an unknown token. */
export async function endSession(tx: StoreTx, token: string): Promise<void> {
  if (isWellFormedToken(token)) await authOf(tx).deleteSession(tokenId(token))
}
