// Serving uploaded media files: byte ranges and revalidation (what a phone's video player needs),
// the content type decided at upload, the security headers, and nothing but generated names.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { MEDIA_FILES_PREFIX } from '../media/file-blob-store'
import { testBackends } from '../testing/test-databases'
import { NOW, useTestApp } from '../testing/test-app'

const mediaDir = mkdtempSync(join(tmpdir(), 'groundwork-media-files-'))
// A built web app beside the media: both serve files through @fastify/static.
const webDir = mkdtempSync(join(tmpdir(), 'groundwork-web-'))
writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Groundwork</title>')
afterAll(() => {
  rmSync(mediaDir, { recursive: true, force: true })
  rmSync(webDir, { recursive: true, force: true })
})

/** An MP4's first bytes (ftyp box) followed by a counting pattern, so any range is recognisable. */
const video = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from(Array.from({ length: 4000 }, (_, i) => i % 251)),
])
const VIDEO_NAME = '5b0c2f1e-3a4d-4e6f-8a1b-2c3d4e5f6a7b.mp4'
writeFileSync(join(mediaDir, VIDEO_NAME), video)
const url = `${MEDIA_FILES_PREFIX}${VIDEO_NAME}`

const [pglite] = testBackends()
if (!pglite) throw new Error('no test backend')

describe('media files', () => {
  const t = useTestApp(pglite, { mediaDir, staticDir: webDir })
  // A file is served to who may read a record that names it (issue #28): a video of no job.
  beforeEach(() =>
    t.store.transaction((tx) =>
      tx.insert('media', {
        id: '7c0d3e2f-4b5e-4f70-9b2c-3d4e5f6a7b8c',
        job_id: null,
        url,
        taken_at: NOW,
        type: 'video',
        notes: '',
        thumb_url: '',
        file_name: '',
        version: 1,
      }),
    ),
  )
  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ cookies: t.cookies, method: 'GET', url: path, headers })

  it('serves the whole file with the upload type, validators and a long cache life', async () => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.equals(video)).toBe(true)
    expect(res.headers['content-type']).toBe('video/mp4')
    expect(res.headers['content-length']).toBe(String(video.length))
    expect(res.headers['accept-ranges']).toBe('bytes')
    expect(res.headers.etag).toMatch(/^W\/".+"$/)
    expect(res.headers['last-modified']).toBeTruthy()
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable')
    // The security headers every response has, and a sandbox for the file itself.
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['referrer-policy']).toBe('same-origin')
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
  })

  it('answers a Range request with 206 and exactly those bytes', async () => {
    const res = await get(url, { range: 'bytes=0-99' })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-range']).toBe(`bytes 0-99/${video.length}`)
    expect(res.headers['content-length']).toBe('100')
    expect(res.headers['content-type']).toBe('video/mp4')
    expect(res.rawPayload.equals(video.subarray(0, 100))).toBe(true)

    const tail = await get(url, { range: 'bytes=3900-' })
    expect(tail.statusCode).toBe(206)
    expect(tail.rawPayload.equals(video.subarray(3900))).toBe(true)
  })

  it('refuses a range past the end with 416 in the API error shape', async () => {
    const res = await get(url, { range: `bytes=${video.length + 10}-` })
    expect(res.statusCode).toBe(416)
    expect(res.headers['content-range']).toBe(`bytes */${video.length}`)
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION' } })
  })

  it('answers If-None-Match with the ETag with 304 and no body', async () => {
    const { etag } = (await get(url)).headers
    const res = await get(url, { 'if-none-match': String(etag) })
    expect(res.statusCode).toBe(304)
    expect(res.rawPayload.length).toBe(0)
    expect((await get(url, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200)
  })

  it('answers HEAD with the headers only', async () => {
    const res = await t.app.inject({ cookies: t.cookies, method: 'HEAD', url })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('video/mp4')
    expect(res.headers['content-length']).toBe(String(video.length))
    expect(res.rawPayload.length).toBe(0)
  })

  it('answers an unknown name with a 404 JSON error', async () => {
    const res = await get(`${MEDIA_FILES_PREFIX}11111111-1111-4111-8111-111111111111.mp4`)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'File not found' } })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('refuses names it did not make: traversal, dot files, other extensions', async () => {
    writeFileSync(join(mediaDir, `.${VIDEO_NAME}.tmp`), video)
    writeFileSync(join(mediaDir, 'notes.txt'), 'not a stored file')
    for (const path of [
      `${MEDIA_FILES_PREFIX}..%2F..%2Fpackage.json`,
      `${MEDIA_FILES_PREFIX}%2e%2e`,
      `${MEDIA_FILES_PREFIX}..%2f${VIDEO_NAME}`,
      `${MEDIA_FILES_PREFIX}.${VIDEO_NAME}.tmp`,
      `${MEDIA_FILES_PREFIX}notes.txt`,
      `${MEDIA_FILES_PREFIX}${VIDEO_NAME.toUpperCase()}`,
      `${MEDIA_FILES_PREFIX}${VIDEO_NAME.replace('.mp4', '.html')}`,
    ]) {
      const res = await get(path)
      expect(res.statusCode, path).toBe(404)
      expect(res.json(), path).toMatchObject({ error: { code: 'NOT_FOUND' } })
    }
  })

  it('still serves the web app beside the media', async () => {
    const res = await get('/')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
  })
})
