// The storage port of accounts (decision 028): passwords, sessions, sign-in throttles and
// set-password links. Only the server implements it (the demo has no sign-in); the rows hold token
// hashes, never tokens.
import type { SessionTimes } from '../../domain/access/session-policy'
import type { Credential } from '../../domain/backup/backup-data'
import type { LinkPurpose, SetPasswordLink } from '../../domain/access/set-password-link'
import type { ThrottleEntry } from '../../domain/access/sign-in-throttle'

export type SessionRow = SessionTimes & {
  /** SHA-256 (hex) of the token. */
  id: string
  user_id: string
}

export type SetPasswordLinkRow = SetPasswordLink & {
  id: string
  user_id: string
  purpose: LinkPurpose
}

/** Account operations inside the store's transaction (StoreTx.auth). */
export type AuthTx = {
  /** Holds the accounts lock until the transaction ends: setups and owner changes queue behind it. */
  lockAccounts(): Promise<void>
  /** How many users have a password (an account that can sign in). */
  countPasswords(): Promise<number>
  passwordHashOf(userId: string): Promise<string | null>
  setPasswordHash(userId: string, hash: string, now: number): Promise<void>

  insertSession(session: SessionRow): Promise<void>
  /** The session and locks it until the transaction ends, or null. */
  getSession(id: string): Promise<SessionRow | null>
  touchSession(id: string, now: number): Promise<void>
  deleteSession(id: string): Promise<void>
  /** Ends every session of a user (sign out everywhere); how many there were. */
  deleteSessionsOf(userId: string): Promise<number>

  /** The counter under `key`, locked until the transaction ends (it may not exist yet). */
  getThrottle(key: string): Promise<ThrottleEntry | null>
  putThrottle(key: string, entry: ThrottleEntry): Promise<void>
  clearThrottle(key: string): Promise<void>

  insertSetPasswordLink(link: SetPasswordLinkRow): Promise<void>
  getSetPasswordLink(id: string): Promise<SetPasswordLinkRow | null>
  markSetPasswordLinkUsed(id: string, now: number): Promise<void>
  /** Uses up every unused link of a user (one of them has just set the password). */
  useUpSetPasswordLinksOf(userId: string, now: number): Promise<void>

  /** Every stored password hash (a backup). */
  exportCredentials(): Promise<Credential[]>
  /**
   * Replaces every password hash with `credentials` (a restore) and forgets what belonged to the
   * accounts before it: set-password links and sign-in throttles go, and so do the sessions of
   * every user whose password is not the very same hash as before.
   */
  replaceCredentials(credentials: readonly Credential[]): Promise<void>
}
