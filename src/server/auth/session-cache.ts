// Who a session token signs in, kept in memory for a moment (issue #28, decision 036), so a request
// does not open a transaction to read its session and its user. A kept answer is used for at most
// SESSION_CACHE_MS from the moment its read began: a session ended through another app server on
// the same PostgreSQL is refused here within that time. On this server every transaction that may
// end or change a session (a sign-out, a user's role, link, activity or removal, a password, a
// restore) drops the whole cache once it has finished, so the next request reads the database again.
import { LRUCache } from 'lru-cache'
import type { AuthTx } from '../../api/auth/auth-store'
import { isWellFormedToken } from '../../api/auth/session-token'
import { sessionOf, type SignedIn } from '../../api/auth/sessions'
import type { Store, StoreTx } from '../../api/store'
import { isSessionLive, shouldTouchSession } from '../../domain/access/session-policy'

/** How long a session read from the database answers later requests: the revocation delay elsewhere. */
export const SESSION_CACHE_MS = 1000
/** Sessions kept at most (the least recently used go first). */
export const SESSION_CACHE_ENTRIES = 10_000

export type SessionCache = {
  /** The live session `token` names and its user, or null; from memory while that is fresh. */
  signedIn(token: string): Promise<SignedIn | null>
  /** Forgets every kept session, and every read already under way. */
  invalidate(): void
  /** `store`, whose transactions drop the cache when they have written what a session depends on. */
  watching(store: Store): Store
}

type Kept = { found: SignedIn; readAt: number }
type Reading = { generation: number; answer: Promise<SignedIn | null> }

/** Writes of the store after which a kept session may be wrong. */
const userWrites = ['insert', 'insertMany', 'update', 'remove', 'pull'] as const
const authWrites = [
  'deleteSession',
  'deleteSessionsOf',
  'setPasswordHash',
  'replaceCredentials',
] as const satisfies readonly (keyof AuthTx)[]

export function createSessionCache(options: {
  /** The store sessions are read from (not the watched one: reading one never drops the cache). */
  store: Store
  clock: () => number
  maxAgeMs?: number
  maxEntries?: number
}): SessionCache {
  const { store, clock } = options
  const maxAgeMs = options.maxAgeMs ?? SESSION_CACHE_MS
  const kept = new LRUCache<string, Kept>({ max: options.maxEntries ?? SESSION_CACHE_ENTRIES })
  // Reads of the same token at once share one trip to the database (32 clients with one cookie).
  const reading = new Map<string, Reading>()
  // Bumped by each invalidation: a read begun before it may have seen the old rows, so it keeps nothing.
  let generation = 0

  const invalidate = () => {
    generation += 1
    kept.clear()
    reading.clear()
  }

  const read = (token: string, now: number): Promise<SignedIn | null> => {
    const began = generation
    const answer = store.transaction((tx) => sessionOf(tx, token, now))
    const entry: Reading = { generation: began, answer }
    reading.set(token, entry)
    const settle = () => {
      if (reading.get(token) === entry) reading.delete(token)
    }
    answer.then((found) => {
      settle()
      if (generation !== began) return
      if (found) kept.set(token, { found, readAt: now })
      else kept.delete(token)
    }, settle)
    return answer
  }

  return {
    invalidate,
    async signedIn(token) {
      if (!isWellFormedToken(token)) return null
      const now = clock()
      const hit = kept.get(token)
      if (hit) {
        const { session } = hit.found
        const fresh = now - hit.readAt < maxAgeMs && now >= hit.readAt
        // An ended session, or one whose use is due to be written, goes to the database.
        if (fresh && isSessionLive(session, now) && !shouldTouchSession(session, now)) {
          return hit.found
        }
        kept.delete(token)
      }
      const under = reading.get(token)
      if (under && under.generation === generation) return under.answer
      return read(token, now)
    },
    watching(watched) {
      return {
        ...watched,
        async transaction(work, transactionOptions) {
          let changed = false
          const mark = () => {
            changed = true
          }
          try {
            return await watched.transaction((tx) => work(watchedTx(tx, mark)), transactionOptions)
          } finally {
            // After the commit (or the rollback): a read begun from now on sees the change.
            if (changed) invalidate()
          }
        },
      }
    },
  }
}

/** `tx` calling `mark` before each write a kept session may depend on. */
function watchedTx(tx: StoreTx, mark: () => void): StoreTx {
  const wrapped: StoreTx = {
    ...tx,
    replaceAll: (data) => {
      mark()
      return tx.replaceAll(data)
    },
    auth: tx.auth ? watchedAuth(tx.auth, mark) : null,
  }
  for (const method of userWrites) {
    const write = tx[method] as (collection: string, ...rest: unknown[]) => Promise<void>
    ;(wrapped[method] as typeof write) = (collection, ...rest) => {
      if (collection === 'users') mark()
      return write(collection, ...rest)
    }
  }
  return wrapped
}

function watchedAuth(auth: AuthTx, mark: () => void): AuthTx {
  const wrapped: AuthTx = { ...auth }
  for (const method of authWrites) {
    const write = auth[method] as (...args: unknown[]) => Promise<unknown>
    ;(wrapped[method] as typeof write) = (...args) => {
      mark()
      return write(...args)
    }
  }
  return wrapped
}
