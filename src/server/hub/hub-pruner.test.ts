// The client hub's pruning pass on PGlite and PostgreSQL: ended hub sessions and hub links expired
// more than 30 days ago are deleted, live ones and recently expired links (the expired-link page's
// "Send me a new link" still finds its client) stay; two servers passing at once delete each once.
import { describe, expect, it } from 'vitest'
import { HUB_SESSION_IDLE_MS } from '../../domain/hub/hub-access'
import { HUB_LINK_KEPT_AFTER_EXPIRY_MS } from '../../domain/hub/hub-pruning'
import { randomId } from '../../domain/shared/ids'
import { NOW, useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'
import { startHubPruner } from './hub-pruner'

describe.each(testBackends())('the hub pruning pass on $name', (backend) => {
  const t = useTestApp(backend)

  async function setUp() {
    const personId = t.seed.persons[0]!.id
    const link = (expiresAt: number) => ({
      id: randomId(),
      person_id: personId,
      token_hash: randomId(),
      created_at: expiresAt - 1000,
      expires_at: expiresAt,
      created_by: null,
      revoked_at: null,
    })
    const session = (lastSeenAt: number) => ({
      id: randomId(),
      person_id: personId,
      created_at: lastSeenAt,
      last_seen_at: lastSeenAt,
    })
    const links = {
      old: link(NOW - HUB_LINK_KEPT_AFTER_EXPIRY_MS - 1),
      recent: link(NOW - 1),
      live: link(NOW + 1000),
    }
    const sessions = {
      ended: session(NOW - HUB_SESSION_IDLE_MS - 1),
      live: session(NOW - HUB_SESSION_IDLE_MS + 60_000),
    }
    await t.store.transaction(async (tx) => {
      for (const row of Object.values(links)) await tx.hub!.insertLink(row)
      for (const row of Object.values(sessions)) await tx.hub!.insertSession(row)
    })
    const remaining = () =>
      t.store.read(async (tx) => ({
        links: {
          old: (await tx.hub!.linkById(links.old.id)) !== null,
          recent: (await tx.hub!.linkById(links.recent.id)) !== null,
          live: (await tx.hub!.linkById(links.live.id)) !== null,
        },
        sessions: {
          ended: (await tx.hub!.getSession(sessions.ended.id)) !== null,
          live: (await tx.hub!.getSession(sessions.live.id)) !== null,
        },
      }))
    return { remaining }
  }

  it('deletes ended sessions and long-expired links, and keeps the rest', async () => {
    const { remaining } = await setUp()
    const pruner = startHubPruner({ store: t.store, clock: () => NOW, manual: true })
    expect(await pruner.runPass()).toEqual({ links: 1, sessions: 1 })
    expect(await remaining()).toEqual({
      links: { old: false, recent: true, live: true },
      sessions: { ended: false, live: true },
    })
    expect(await pruner.runPass()).toEqual({ links: 0, sessions: 0 })
    await pruner.stop()
  })

  it('deletes each row once when two servers pass at once', async () => {
    const { remaining } = await setUp()
    const a = startHubPruner({ store: t.store, clock: () => NOW, manual: true })
    const b = startHubPruner({ store: t.store, clock: () => NOW, manual: true })
    const [ra, rb] = await Promise.all([a.runPass(), b.runPass()])
    expect(ra.links + rb.links).toBe(1)
    expect(ra.sessions + rb.sessions).toBe(1)
    expect((await remaining()).sessions).toEqual({ ended: false, live: true })
    await Promise.all([a.stop(), b.stop()])
  })

  it('passes at start and then on its timer', async () => {
    await setUp()
    const passes: number[] = []
    const pruner = startHubPruner({
      store: t.store,
      clock: () => {
        passes.push(Date.now())
        return NOW
      },
      intervalMs: 20,
    })
    await expect.poll(() => passes.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2)
    await pruner.stop()
  })
})
