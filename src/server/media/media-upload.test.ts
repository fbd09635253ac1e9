// Media uploads on the server: files are checked by content and size, written under the media
// folder with generated names and served from there; a refused upload stores nothing at all.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { MAX_SERVER_UPLOAD_BYTES } from '../../domain/tools/media-file'
import { MEDIA_FILES_PREFIX } from './file-blob-store'
import { testBackends } from '../testing/test-databases'
import { useTestApp } from '../testing/test-app'

const mediaDir = mkdtempSync(join(tmpdir(), 'groundwork-media-'))
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }))

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0])
const file = (head: Buffer, size: number) => {
  const bytes = Buffer.alloc(size, 7)
  head.copy(bytes)
  return bytes
}
const dataUrl = (bytes: Buffer, mime = 'image/png') =>
  `data:${mime};base64,${bytes.toString('base64')}`
const storedFiles = () => readdirSync(mediaDir)

describe.each(testBackends())('media uploads on $name', (backend) => {
  const t = useTestApp(backend, { mediaDir })
  const upload = (payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/media', payload })
  const mediaCount = async () =>
    (await t.call({ method: 'GET', url: '/api/media?limit=1' })).body.total

  beforeEach(() => {
    for (const name of storedFiles()) rmSync(join(mediaDir, name), { force: true })
  })

  it('stores a photo as a file with a generated name and serves it back', async () => {
    const job = t.seed.jobs[0]!
    const photo = file(JPEG_HEAD, 5000)
    const thumb = file(PNG_HEAD, 300)
    const { status, body } = await upload({
      data_url: dataUrl(photo, 'image/jpeg'),
      thumb_data_url: dataUrl(thumb),
      file_name: 'IMG_2041.JPG',
      job_id: job.id,
      notes: 'Before',
    })
    expect(status, JSON.stringify(body)).toBe(201)
    expect(body).toMatchObject({
      job_id: job.id,
      type: 'photo',
      notes: 'Before',
      file_name: 'IMG_2041.JPG',
    })
    expect(body.url).toMatch(new RegExp(`^${MEDIA_FILES_PREFIX}[0-9a-f-]{36}\\.jpg$`))
    expect(body.thumb_url).toMatch(new RegExp(`^${MEDIA_FILES_PREFIX}[0-9a-f-]{36}\\.png$`))
    expect(storedFiles().sort()).toEqual(
      [body.url, body.thumb_url].map((u: string) => u.slice(MEDIA_FILES_PREFIX.length)).sort(),
    )
    expect(readFileSync(join(mediaDir, body.url.slice(MEDIA_FILES_PREFIX.length)))).toEqual(photo)

    const served = await t.app.inject({ cookies: t.cookies, method: 'GET', url: body.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/jpeg')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.rawPayload.equals(photo)).toBe(true)

    const listed = await t.call({ method: 'GET', url: `/api/media?job_id=${job.id}&limit=200` })
    expect(listed.body.items.map((m: { id: string }) => m.id)).toContain(body.id)
  })

  it('refuses a file of the wrong type with 415 and stores nothing', async () => {
    const before = await mediaCount()
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('<!doctype html><h1>hi</h1>'),
      Buffer.from('MZ\x90\x00 executable'),
    ]) {
      const { status, body } = await upload({ data_url: dataUrl(bytes, 'image/png') })
      expect(status).toBe(415)
      expect(body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
    }
    const thumbVideo = await upload({
      data_url: dataUrl(file(PNG_HEAD, 100)),
      thumb_data_url: dataUrl(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2]), 'video/webm'),
    })
    expect(thumbVideo.status).toBe(415)
    expect(storedFiles()).toEqual([])
    expect(await mediaCount()).toBe(before)
  })

  it('refuses a file over the size limit with 413 and stores nothing', async () => {
    const before = await mediaCount()
    const { status, body } = await upload({
      data_url: dataUrl(file(PNG_HEAD, MAX_SERVER_UPLOAD_BYTES + 1)),
    })
    expect(status).toBe(413)
    expect(body.error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is too large (max 3 MiB)',
    })
    expect(storedFiles()).toEqual([])
    expect(await mediaCount()).toBe(before)
  })

  it('refuses path tricks in file names with 400 and stores nothing', async () => {
    const before = await mediaCount()
    for (const file_name of [
      '../../etc/passwd',
      '..\\evil.png',
      '/tmp/x.png',
      'a%2f..%2fb.png',
      'x\u0000.png',
    ]) {
      const { status, body } = await upload({ data_url: dataUrl(file(PNG_HEAD, 64)), file_name })
      expect(status, file_name).toBe(400)
      expect(body.error.fields).toHaveProperty('file_name')
    }
    expect(storedFiles()).toEqual([])
    expect(await mediaCount()).toBe(before)
  })

  it('refuses a malformed data URL or a bare URL with 400', async () => {
    for (const payload of [
      { data_url: 'https://example.com/photo.jpg' },
      { data_url: 'data:image/png;base64,@@@@' },
      { url: '/api/media/files/x.png' },
      {},
    ]) {
      const { status } = await upload(payload)
      expect(status, JSON.stringify(payload)).toBe(400)
    }
    expect(storedFiles()).toEqual([])
  })

  it('takes the stored files back when the row is refused (unknown job)', async () => {
    const { status, body } = await upload({
      data_url: dataUrl(file(PNG_HEAD, 64)),
      job_id: 'deadbeef-0000-4000-8000-000000000000',
    })
    expect(status).toBe(400)
    expect(body.error.fields).toHaveProperty('job_id')
    expect(storedFiles()).toEqual([])
  })

  it('deletes the files with the media row', async () => {
    const created = await upload({ data_url: dataUrl(file(PNG_HEAD, 64)) })
    expect(storedFiles()).toHaveLength(1)
    const removed = await t.call({ method: 'DELETE', url: `/api/media/${created.body.id}` })
    expect(removed.status).toBe(204)
    expect(storedFiles()).toEqual([])
    expect(
      (await t.app.inject({ cookies: t.cookies, method: 'GET', url: created.body.url })).statusCode,
    ).toBe(404)
  })

  it('serves only names it made', async () => {
    for (const url of [
      `${MEDIA_FILES_PREFIX}..%2F..%2Fpackage.json`,
      `${MEDIA_FILES_PREFIX}%2e%2e`,
      `${MEDIA_FILES_PREFIX}not-a-file.png`,
      `${MEDIA_FILES_PREFIX}11111111-1111-4111-8111-111111111111.png`,
    ]) {
      const res = await t.app.inject({ cookies: t.cookies, method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
    }
  })
})
