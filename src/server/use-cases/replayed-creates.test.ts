// Issue #33 on PGlite and PostgreSQL: a photo or a note the phone's outbox replays with the
// Idempotency-Key it made offline is created once; a replay answers the first record and leaves no
// second copy of the files behind; the key with another body, or from another user, is refused.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { IDEMPOTENCY_REUSED_MESSAGE } from '../../api/shared/idempotency'
import { idempotencyKeys } from '../db/schema'
import { MEDIA_FILES_PREFIX } from '../media/file-blob-store'
import { crewWorkIn } from '../testing/crew-work'
import { useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

const mediaDir = mkdtempSync(join(tmpdir(), 'groundwork-replayed-'))
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }))

const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0])
const photo = (fill: number) => {
  const bytes = Buffer.alloc(4000, fill)
  JPEG_HEAD.copy(bytes)
  return `data:image/jpeg;base64,${bytes.toString('base64')}`
}
const storedFiles = () => readdirSync(mediaDir).sort()

describe.each(testBackends())('replayed creates on $name', (backend) => {
  const t = useTestApp(backend, { mediaDir })
  const post = (url: string, key: string | null, payload: object, cookies = t.cookies) =>
    t.call({
      method: 'POST',
      url,
      cookies,
      ...(key === null ? {} : { headers: { 'idempotency-key': key } }),
      payload,
    })
  const total = async (url: string) => (await t.call({ method: 'GET', url })).body.total as number

  beforeEach(() => {
    for (const name of storedFiles()) rmSync(join(mediaDir, name), { force: true })
  })

  it('a photo replayed makes one media row and keeps only the first copy of its file', async () => {
    const { employeeId, own } = crewWorkIn(t.seed)
    const crew = await t.signInAs('Crew', employeeId)
    const before = await total('/api/media?limit=1')
    const body = { data_url: photo(1), job_id: own[0]!.id, notes: 'After' }
    const first = await post('/api/media', 'photo-1', body, crew)
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    const replay = await post('/api/media', 'photo-1', body, crew)
    expect(replay.status).toBe(201)
    expect(replay.body).toEqual(first.body)
    expect(await total('/api/media?limit=1')).toBe(before + 1)
    expect(storedFiles()).toEqual([first.body.url.slice(MEDIA_FILES_PREFIX.length)])

    // The stored fingerprint holds a digest of the file, not the file again.
    const keys = await t.database.db.select().from(idempotencyKeys)
    const stored = keys.find((k) => k.key === 'photo-1')!
    expect(stored.fingerprint.length).toBeLessThan(600)

    const other = await post('/api/media', 'photo-1', { ...body, data_url: photo(2) }, crew)
    expect(other.status).toBe(409)
    expect(other.body.error.message).toBe(IDEMPOTENCY_REUSED_MESSAGE)
    const stranger = await post('/api/media', 'photo-1', body)
    expect(stranger.status).toBe(409)
    expect(await total('/api/media?limit=1')).toBe(before + 1)
    expect(storedFiles()).toEqual([first.body.url.slice(MEDIA_FILES_PREFIX.length)])

    // Without a key every upload is its own, as before.
    expect((await post('/api/media', null, body, crew)).status).toBe(201)
    expect(await total('/api/media?limit=1')).toBe(before + 2)
  })

  it('ten racing replays of one photo make one row and one file', async () => {
    const before = await total('/api/media?limit=1')
    const body = { data_url: photo(3), job_id: t.seed.jobs[0]!.id }
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/media', 'photo-race', body)),
    )
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201))
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1)
    expect(await total('/api/media?limit=1')).toBe(before + 1)
    expect(storedFiles()).toHaveLength(1)
  })

  it('a note replayed is made once; the key with another text is refused', async () => {
    const before = await total('/api/notes?limit=1')
    const body = { folder: 'Jobs', text: 'Gate code 4411' }
    const first = await post('/api/notes', 'note-1', body)
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    const replay = await post('/api/notes', 'note-1', body)
    expect(replay.status).toBe(201)
    expect(replay.body).toEqual(first.body)
    expect(await total('/api/notes?limit=1')).toBe(before + 1)

    const other = await post('/api/notes', 'note-1', { ...body, text: 'Gate code 9999' })
    expect(other.status).toBe(409)
    expect(other.body.error.message).toBe(IDEMPOTENCY_REUSED_MESSAGE)
    expect(await total('/api/notes?limit=1')).toBe(before + 1)

    expect((await post('/api/notes', null, body)).status).toBe(201)
    expect((await post('/api/notes', null, body)).status).toBe(201)
    expect(await total('/api/notes?limit=1')).toBe(before + 3)
  })
})
