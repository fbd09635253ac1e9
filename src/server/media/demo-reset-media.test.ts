// A demo reset on the server removes the uploaded files no row refers to any more, after its
// transaction commits; a reset that fails keeps every file; files the new rows name stay served.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import type { Store } from '../../api/shared/store'
import { generateSeed } from '../../domain/seed/seed'
import { MEDIA_FILES_PREFIX } from './file-blob-store'
import { testBackends } from '../testing/test-databases'
import { useTestApp } from '../testing/test-app'

const mediaDir = mkdtempSync(join(tmpdir(), 'groundwork-reset-media-'))
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }))

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(120, 3),
])
const dataUrl = `data:image/png;base64,${PNG.toString('base64')}`
const nameOf = (url: string) => url.slice(MEDIA_FILES_PREFIX.length)

/** A stored file the fresh sample data names (as a later seed with real files would). */
const KEPT_NAME = '0d9a8b7c-6e5f-4a3b-9c2d-1e0f9a8b7c6d.png'
const KEPT_URL = `${MEDIA_FILES_PREFIX}${KEPT_NAME}`
const seedWithStoredFile = (now: number) => {
  const data = generateSeed(now)
  const [first, ...rest] = data.media
  if (!first) throw new Error('seed has no media')
  return { ...data, media: [{ ...first, url: KEPT_URL }, ...rest] }
}

/** The store, with replaceAll failing while `failing.on` is set (a reset that does not commit). */
const failing = { on: false }
const failingReset = (store: Store): Store => ({
  ...store,
  transaction: (work) =>
    store.transaction((tx) =>
      work({
        ...tx,
        replaceAll: async (data) => {
          if (failing.on) throw new Error('disk full')
          return tx.replaceAll(data)
        },
      }),
    ),
})

describe.each(testBackends())('demo reset and uploaded files on $name', (backend) => {
  const t = useTestApp(backend, { mediaDir, seed: seedWithStoredFile, wrapStore: failingReset })
  const upload = async () => {
    const res = await t.call({ method: 'POST', url: '/api/media', payload: { data_url: dataUrl } })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body as { id: string; url: string }
  }
  const reset = () => t.call({ method: 'POST', url: '/api/demo/reset' })

  beforeEach(() => {
    failing.on = false
    for (const name of readdirSync(mediaDir)) rmSync(join(mediaDir, name), { force: true })
    writeFileSync(join(mediaDir, KEPT_NAME), PNG)
  })

  it('removes the uploaded files after the reset; the new rows and their files still serve', async () => {
    const first = await upload()
    const second = await upload()
    expect(readdirSync(mediaDir)).toHaveLength(3)

    expect((await reset()).status).toBe(200)

    expect(readdirSync(mediaDir)).toEqual([KEPT_NAME])
    for (const { url } of [first, second]) {
      expect(existsSync(join(mediaDir, nameOf(url)))).toBe(false)
      expect((await t.app.inject({ cookies: t.cookies, method: 'GET', url })).statusCode).toBe(404)
    }
    const expected = seedWithStoredFile(0).media
    const listed = await t.call({ method: 'GET', url: '/api/media?limit=200' })
    expect(listed.body.total).toBe(expected.length)
    const urls = listed.body.items.map((m: { url: string }) => m.url)
    expect(urls).toContain(KEPT_URL)
    expect(urls.filter((u: string) => u.startsWith('data:'))).toHaveLength(expected.length - 1)
    const kept = await t.app.inject({ cookies: t.cookies, method: 'GET', url: KEPT_URL })
    expect(kept.statusCode).toBe(200)
    expect(kept.rawPayload.equals(PNG)).toBe(true)
  })

  it('keeps every file when the reset fails', async () => {
    const uploaded = await upload()
    failing.on = true
    const res = await reset()
    expect(res.status).toBe(500)
    expect(res.body.error.code).toBe('INTERNAL')
    expect(readdirSync(mediaDir).sort()).toEqual([KEPT_NAME, nameOf(uploaded.url)].sort())
    expect((await t.call({ method: 'GET', url: `/api/media/${uploaded.id}` })).status).toBe(200)
    expect(
      (await t.app.inject({ cookies: t.cookies, method: 'GET', url: uploaded.url })).statusCode,
    ).toBe(200)
  })
})
