// The session cache (decision 036) over a store in memory and a clock the test moves: what it answers
// from memory, when it reads the database again, and which writes make it forget.
import { describe, expect, it } from 'vitest'
import type { AuthTx, SessionRow } from '../../api/auth/auth-store'
import { tokenId } from '../../api/auth/session-token'
import type { Row, Store, StoreTx } from '../../api/store'
import { SESSION_IDLE_MS, SESSION_TOUCH_MS } from '../../domain/access/session-policy'
import { createSessionCache, SESSION_CACHE_MS } from './session-cache'

const T0 = Date.UTC(2026, 0, 14, 15, 30)
const TOKEN = 'a'.repeat(32)
const OTHER_TOKEN = 'b'.repeat(32)

/** A store of one user and their sessions, counting the transactions it runs. */
function fakeStore() {
  const sessions = new Map<string, SessionRow>()
  const users = new Map<string, Row>()
  const state = { transactions: 0, hold: null as Promise<void> | null }
  const user = (changes: Record<string, unknown> = {}) => {
    const row = {
      id: 'u1',
      name: 'Ana',
      email: 'ana@example.com',
      role: 'Owner',
      employee_id: null,
      active: true,
      last_sign_in_at: null,
      created_at: T0,
      version: 1,
      ...changes,
    }
    users.set(row.id, row)
  }
  const auth = {
    getSession: async (id: string) => sessions.get(id) ?? null,
    touchSession: async (id: string, now: number) => {
      const session = sessions.get(id)
      if (session) sessions.set(id, { ...session, last_used_at: now })
    },
    deleteSession: async (id: string) => void sessions.delete(id),
    deleteSessionsOf: async (userId: string) => {
      const gone = [...sessions.values()].filter((s) => s.user_id === userId)
      for (const s of gone) sessions.delete(s.id)
      return gone.length
    },
    setPasswordHash: async () => undefined,
    replaceCredentials: async () => undefined,
  } as unknown as AuthTx
  const tx = {
    get: async (collection: string, id: string) =>
      collection === 'users' ? (users.get(id) ?? null) : null,
    update: async (collection: string, row: Row) => {
      if (collection === 'users') users.set(row.id, row)
    },
    insert: async () => undefined,
    insertMany: async () => undefined,
    remove: async (collection: string, id: string) => {
      if (collection === 'users') users.delete(id)
    },
    pull: async () => undefined,
    replaceAll: async () => undefined,
    auth,
  } as unknown as StoreTx
  const store: Store = {
    kind: 'local',
    async transaction(work) {
      state.transactions += 1
      const hold = state.hold
      const answer = await work(tx)
      // Read, but not answered yet (the commit is on its way).
      if (hold) await hold
      return answer
    },
    snapshot: (work) => work(tx),
    read: (work) => work(tx),
  }
  const signIn = (token: string, at: number) =>
    sessions.set(tokenId(token), {
      id: tokenId(token),
      user_id: 'u1',
      created_at: at,
      last_used_at: at,
    })
  user()
  signIn(TOKEN, T0)
  return { store, state, sessions, user, signIn }
}

function setup() {
  const db = fakeStore()
  const clock = { now: T0 }
  const cache = createSessionCache({ store: db.store, clock: () => clock.now })
  return { db, clock, cache, watched: cache.watching(db.store) }
}

describe('the session cache', () => {
  it('answers a session read a moment ago from memory, and reads it again once that moment is over', async () => {
    const { db, clock, cache } = setup()
    expect((await cache.signedIn(TOKEN))?.user.email).toBe('ana@example.com')
    expect(db.state.transactions).toBe(1)

    clock.now = T0 + SESSION_CACHE_MS - 1
    expect((await cache.signedIn(TOKEN))?.user.role).toBe('Owner')
    expect(db.state.transactions).toBe(1)

    // Ended elsewhere (another server on the same PostgreSQL): refused once the moment is over.
    db.sessions.clear()
    clock.now = T0 + SESSION_CACHE_MS
    expect(await cache.signedIn(TOKEN)).toBeNull()
    expect(db.state.transactions).toBe(2)
  })

  it('keeps no unknown or malformed token, and never looks a malformed one up', async () => {
    const { db, cache } = setup()
    expect(await cache.signedIn(OTHER_TOKEN)).toBeNull()
    expect(await cache.signedIn(OTHER_TOKEN)).toBeNull()
    expect(db.state.transactions).toBe(2)
    expect(await cache.signedIn('not a token')).toBeNull()
    expect(db.state.transactions).toBe(2)
  })

  it('shares one read among the requests of a token that arrive together', async () => {
    const { db, cache } = setup()
    const answers = await Promise.all(Array.from({ length: 32 }, () => cache.signedIn(TOKEN)))
    expect(answers.every((a) => a?.user.id === 'u1')).toBe(true)
    expect(db.state.transactions).toBe(1)
  })

  it('goes to the database for a use due to be recorded, and for a session past its idle end', async () => {
    const { db, clock } = setup()
    // Kept for longer than the session lives: only the session's own times send it to the database.
    const cache = createSessionCache({
      store: db.store,
      clock: () => clock.now,
      maxAgeMs: 2 * SESSION_IDLE_MS,
    })
    await cache.signedIn(TOKEN)
    clock.now = T0 + SESSION_TOUCH_MS - 1
    await cache.signedIn(TOKEN)
    expect(db.state.transactions).toBe(1)

    clock.now = T0 + SESSION_TOUCH_MS
    expect((await cache.signedIn(TOKEN))?.session.last_used_at).toBe(T0 + SESSION_TOUCH_MS)
    expect(db.state.transactions).toBe(2)
    expect(db.sessions.get(tokenId(TOKEN))?.last_used_at).toBe(T0 + SESSION_TOUCH_MS)

    clock.now = T0 + SESSION_TOUCH_MS + SESSION_IDLE_MS
    expect(await cache.signedIn(TOKEN)).toBeNull()
    expect(db.sessions.has(tokenId(TOKEN))).toBe(false)
  })

  it('forgets every session once a transaction that changed a user has ended', async () => {
    const { db, cache, watched } = setup()
    await cache.signedIn(TOKEN)
    await watched.transaction((tx) => tx.update('persons', { id: 'p1', version: 2 }))
    await cache.signedIn(TOKEN)
    expect(db.state.transactions).toBe(2)

    await watched.transaction(async (tx) => {
      const user = await tx.get('users', 'u1')
      await tx.update('users', { ...user!, role: 'Crew', version: 2 })
    })
    expect((await cache.signedIn(TOKEN))?.user.role).toBe('Crew')
  })

  it.each([
    ['a sign-out', (tx: StoreTx) => tx.auth!.deleteSession(tokenId(TOKEN))],
    ['a password change', (tx: StoreTx) => tx.auth!.setPasswordHash('u1', 'hash', T0)],
    ['signing a user out everywhere', (tx: StoreTx) => tx.auth!.deleteSessionsOf('u1')],
    ['a user removed', (tx: StoreTx) => tx.remove('users', 'u1')],
    ['a restore', (tx: StoreTx) => tx.auth!.replaceCredentials([])],
  ])('forgets every session after %s', async (_what, change) => {
    const { db, cache, watched } = setup()
    await cache.signedIn(TOKEN)
    await watched.transaction(async (tx) => {
      await change(tx)
    })
    await cache.signedIn(TOKEN)
    expect(db.state.transactions).toBe(3)
  })

  it('forgets also after a transaction that failed', async () => {
    const { db, cache, watched } = setup()
    await cache.signedIn(TOKEN)
    await expect(
      watched.transaction(async (tx) => {
        await tx.auth!.deleteSessionsOf('u1')
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    await cache.signedIn(TOKEN)
    expect(db.state.transactions).toBe(3)
  })

  it('keeps nothing from a read begun before a change, and does not let a later request join it', async () => {
    const { db, cache } = setup()
    let release = () => {}
    db.state.hold = new Promise<void>((resolve) => (release = resolve))
    const early = cache.signedIn(TOKEN)
    await Promise.resolve()
    // The role changes and the cache is told while that read (of the Owner) is still under way.
    db.state.hold = null
    db.user({ role: 'Crew', version: 2 })
    cache.invalidate()
    const later = await cache.signedIn(TOKEN)
    expect(later?.user.role).toBe('Crew')
    release()
    expect((await early)?.user.role).toBe('Owner')
    // The early answer was not kept over the later one.
    expect((await cache.signedIn(TOKEN))?.user.role).toBe('Crew')
    expect(db.state.transactions).toBe(2)
  })
})
