// Issue #21 over HTTP: GET /api/backup downloads the archive; POST /api/backup/restore takes one as
// its body (application/gzip) into a workspace with no business data and refuses any other; both
// are the Owner's and written to the audit log.
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { resources } from '../../domain/resources'
import type { SeedData } from '../../domain/seed/seed'
import { SESSION_COOKIE } from '../auth/session-cookie'
import { useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'
import { everything, packArchive, storedCounts } from '../testing/backup-fixtures'

/** The sample data with no business record: only its accounts (the Owner) are left. */
const accountsOnly = (seed: SeedData): SeedData => {
  const empty = Object.fromEntries(resources.map((def) => [def.name, []])) as unknown as SeedData
  return { ...seed, ...empty, users: seed.users }
}

describe.each(testBackends())('backup routes on $name', (backend) => {
  const t = useTestApp(backend)
  const restore = (payload: Buffer, cookies = t.cookies) =>
    t.call({
      method: 'POST',
      url: '/api/backup/restore',
      headers: { 'content-type': 'application/gzip' },
      payload,
      cookies,
    })

  it('refuses a restore into a workspace that has business data, changing nothing', async () => {
    const archive = (await t.call({ method: 'GET', url: '/api/backup' })).response.rawPayload
    const before = await storedCounts(t.store)
    const res = await restore(archive)
    expect(res.status).toBe(409)
    expect(res.body.error.message).toMatch(
      /^A backup is restored into a workspace without business data, and this one has some \(20 persons/,
    )
    expect(await storedCounts(t.store)).toEqual(before)
  })

  it('refuses a body that is not a backup file, and JSON', async () => {
    const before = await storedCounts(t.store)
    const res = await restore(Buffer.from('not an archive'))
    expect(res.status).toBe(400)
    expect(res.body.error.message).toMatch(/damaged or incomplete/)
    const json = await t.call({ method: 'POST', url: '/api/backup/restore', payload: {} })
    expect(json.status).toBe(415)
    expect(json.body.error.message).toBe(
      'Send the backup file itself as the body, with Content-Type application/gzip',
    )
    const elsewhere = await t.call({
      method: 'POST',
      url: '/api/persons',
      headers: { 'content-type': 'application/gzip' },
      payload: Buffer.from('x'),
    })
    expect(elsewhere.status).toBe(415)
    expect(await storedCounts(t.store)).toEqual(before)
  })

  it("is the Owner's alone", async () => {
    const archive = (await t.call({ method: 'GET', url: '/api/backup' })).response.rawPayload
    const office = await t.signInAs('Office')
    expect((await t.call({ method: 'GET', url: '/api/backup', cookies: office })).status).toBe(403)
    expect((await restore(archive, office)).status).toBe(403)
  })

  // Last: it closes the app (a real listener).
  it('restores into a workspace without business data, over a real connection', async () => {
    const before = await everything(t.store)
    const archive = (await t.call({ method: 'GET', url: '/api/backup' })).response.rawPayload
    await t.store.transaction((tx) => tx.replaceAll(accountsOnly(t.seed)))
    expect((await storedCounts(t.store)).persons).toBe(0)

    await t.app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const { port } = t.app.server.address() as AddressInfo
      // Refused at its first entry, with megabytes still to come: the reason, not a cut connection.
      const hostile = await packArchive([
        { name: '../evil.png', body: Buffer.alloc(0) },
        { name: 'media/filler.bin', body: randomBytes(6 * 1024 * 1024) },
      ])
      const refused = await fetch(`http://127.0.0.1:${port}/api/backup/restore`, {
        method: 'POST',
        headers: {
          'content-type': 'application/gzip',
          cookie: `${SESSION_COOKIE}=${t.cookies[SESSION_COOKIE]}`,
        },
        body: new Uint8Array(hostile),
      })
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        'The backup holds an entry with an unsafe name: "../evil.png"',
      )
      const res = await fetch(`http://127.0.0.1:${port}/api/backup/restore`, {
        method: 'POST',
        headers: {
          'content-type': 'application/gzip',
          cookie: `${SESSION_COOKIE}=${t.cookies[SESSION_COOKIE]}`,
        },
        body: new Uint8Array(archive),
      })
      const body = (await res.json()) as { records: number; files: number; created_at: string }
      expect(res.status, JSON.stringify(body)).toBe(200)
      expect(body).toMatchObject({ files: 0, created_at: '2026-01-14T15:30:00.000Z' })
      expect(body.records).toBeGreaterThan(100)
    } finally {
      await t.app.close()
    }
    const after = await everything(t.store)
    // The log restored, and the restore's own entry (the download's came after the snapshot).
    const restores = after.audit_log?.filter((e) => e.kind === 'restore') ?? []
    expect(restores.map((e) => e.summary)).toEqual([
      expect.stringMatching(
        /^Restored the backup of 2026-01-14T15:30:00.000Z \(\d+ records, 0 files\)$/,
      ),
    ])
    expect({ ...after, audit_log: after.audit_log?.filter((e) => e.kind !== 'restore') }).toEqual(
      before,
    )
  })
})
