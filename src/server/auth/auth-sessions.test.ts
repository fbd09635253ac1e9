// Sessions on the real databases (decision 028): only the token's hash is stored, a session ends
// when idle or too old and is then removed, and ending a user's sessions signs them out everywhere.
import { describe, expect, it } from 'vitest'
import { authOf, endSession, sessionOf, startSession } from '../../api/auth/sessions'
import { tokenId } from '../../api/auth/session-token'
import {
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  SESSION_TOUCH_MS,
} from '../../domain/access/session-policy'
import { sessions } from '../db/schema'
import { NOW, useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

describe.each(testBackends())('sessions on $name', (backend) => {
  const t = useTestApp(backend)
  const user = () => t.seed.users[0]!
  const run = <T>(work: Parameters<typeof t.store.transaction<T>>[0]) => t.store.transaction(work)
  const storedIds = async () => (await t.database.db.select().from(sessions)).map((s) => s.id)

  it('stores the hash of the token, never the token, and finds the user by it', async () => {
    const token = await run((tx) => startSession(tx, user().id, NOW))
    expect(await storedIds()).toContain(tokenId(token))
    expect(await storedIds()).not.toContain(token)
    const found = await run((tx) => sessionOf(tx, token, NOW + 1))
    expect(found?.user).toMatchObject({ id: user().id, email: user().email })
    expect(await run((tx) => sessionOf(tx, tokenId(token), NOW + 1))).toBeNull()
  })

  it('records a use at most once a minute and so stays alive while used', async () => {
    const token = await run((tx) => startSession(tx, user().id, NOW))
    const later = NOW + SESSION_IDLE_MS - 1
    expect((await run((tx) => sessionOf(tx, token, later)))?.session.last_used_at).toBe(later)
    const soon = await run((tx) => sessionOf(tx, token, later + SESSION_TOUCH_MS - 1))
    expect(soon?.session.last_used_at).toBe(later)
    expect(await run((tx) => sessionOf(tx, token, later + SESSION_IDLE_MS - 1))).not.toBeNull()
  })

  it('ends and removes a session left idle, and one past its absolute end', async () => {
    const idle = await run((tx) => startSession(tx, user().id, NOW))
    expect(await run((tx) => sessionOf(tx, idle, NOW + SESSION_IDLE_MS))).toBeNull()
    expect(await storedIds()).not.toContain(tokenId(idle))

    const busy = await run((tx) => startSession(tx, user().id, NOW))
    for (let at = NOW; at < NOW + SESSION_MAX_MS; at += SESSION_IDLE_MS / 2) {
      expect(await run((tx) => sessionOf(tx, busy, at))).not.toBeNull()
    }
    expect(await run((tx) => sessionOf(tx, busy, NOW + SESSION_MAX_MS))).toBeNull()
  })

  it('signs out one session, or every session of a user', async () => {
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => run((tx) => startSession(tx, user().id, NOW))),
    )
    await run((tx) => endSession(tx, a!))
    expect(await run((tx) => sessionOf(tx, a!, NOW))).toBeNull()
    expect(await run((tx) => sessionOf(tx, b!, NOW))).not.toBeNull()
    const ended = await run((tx) => authOf(tx).deleteSessionsOf(user().id))
    expect(ended).toBeGreaterThanOrEqual(2)
    for (const token of [b!, c!]) expect(await run((tx) => sessionOf(tx, token, NOW))).toBeNull()
  })

  it('ends the sessions of a deleted user with the user', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Dana Field', email: 'dana@example.com', role: 'Foreman' },
    })
    const other = created.body as { id: string }
    const token = await run((tx) => startSession(tx, other.id, NOW))
    const res = await t.call({ method: 'DELETE', url: `/api/users/${other.id}` })
    expect(res.status).toBe(204)
    expect(await storedIds()).not.toContain(tokenId(token))
  })
})
