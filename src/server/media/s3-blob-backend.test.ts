// The S3 backend of the shared file store against a small stand-in for an S3-compatible service
// (path-style requests, as MinIO takes them): this machine reaches no real bucket. It checks what
// the backend asks of the service (keys under the prefix, If-None-Match, paged listing) and how it
// reads the answers (404 as missing, 412 as taken).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEDIA_FILES_PREFIX } from './file-blob-store'
import { s3BlobBackend } from './s3-blob-backend'
import { createSharedBlobStore } from './shared-blob-store'

const BUCKET = 'crm-files'
const PAGE = 2

/** Objects by key, and every request seen (method and path). */
function fakeS3() {
  const objects = new Map<string, Buffer>()
  const seen: string[] = []
  const error = (code: string) => `<?xml version="1.0"?><Error><Code>${code}</Code></Error>`
  const bodyOf = async (req: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  }
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://s3.test')
      seen.push(`${req.method} ${url.pathname}`)
      const [, bucket, ...rest] = url.pathname.split('/')
      const key = decodeURIComponent(rest.join('/'))
      if (bucket !== BUCKET) return res.writeHead(404).end(error('NoSuchBucket'))
      if (req.method === 'GET' && key === '' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? ''
        const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort()
        const start = Number(url.searchParams.get('continuation-token') ?? 0)
        const page = keys.slice(start, start + PAGE)
        const more = start + PAGE < keys.length
        res.writeHead(200, { 'content-type': 'application/xml' })
        return res.end(
          `<?xml version="1.0"?><ListBucketResult><Name>${BUCKET}</Name>` +
            page.map((k) => `<Contents><Key>${k}</Key></Contents>`).join('') +
            `<IsTruncated>${more}</IsTruncated>` +
            (more ? `<NextContinuationToken>${start + PAGE}</NextContinuationToken>` : '') +
            `</ListBucketResult>`,
        )
      }
      const stored = objects.get(key)
      if (req.method === 'PUT') {
        const body = await bodyOf(req)
        if (req.headers['if-none-match'] === '*' && stored) {
          return res.writeHead(412).end(error('PreconditionFailed'))
        }
        objects.set(key, body)
        return res.writeHead(200, { etag: '"1"' }).end()
      }
      if (req.method === 'DELETE') {
        objects.delete(key)
        return res.writeHead(204).end()
      }
      if (!stored) return res.writeHead(404).end(req.method === 'HEAD' ? '' : error('NoSuchKey'))
      res.writeHead(200, { 'content-length': stored.length, etag: '"1"' })
      return res.end(req.method === 'HEAD' ? undefined : stored)
    })()
  })
  return { server, objects, seen }
}

describe('the S3 backend of the shared file store', () => {
  const s3 = fakeS3()
  const folders = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'groundwork-s3-')))
  let stores: ReturnType<typeof createSharedBlobStore>[] = []
  let backend: () => ReturnType<typeof s3BlobBackend> = () => {
    throw new Error('not started')
  }

  beforeAll(async () => {
    await new Promise<void>((done) => s3.server.listen(0, '127.0.0.1', done))
    const { port } = s3.server.address() as AddressInfo
    backend = () =>
      s3BlobBackend({
        bucket: BUCKET,
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: 'test-key',
        secretAccessKey: 'test-secret',
        prefix: 'acme/media/',
        forcePathStyle: true,
      })
    // Two servers' stores: one bucket, a folder of copies each.
    stores = folders.map((folder) =>
      createSharedBlobStore({ backend: backend(), folder, maxBytes: 1024 }),
    )
  })

  afterAll(async () => {
    await new Promise<void>((done) => (s3.server as Server).close(() => done()))
    for (const folder of folders) rmSync(folder, { recursive: true, force: true })
  })

  it('keeps a file in the bucket that the other server serves, and removes it there', async () => {
    const [one, other] = stores as [(typeof stores)[0], (typeof stores)[0]]
    const bytes = Buffer.from('a png, nearly')
    const url = await one.put({ base64: bytes.toString('base64'), mime: 'image/png', ext: 'png' })
    const name = url.slice(MEDIA_FILES_PREFIX.length)
    expect(s3.objects.get(`acme/media/${name}`)).toEqual(bytes)

    expect(await other.fetchLocal(name)).toBe(true)
    expect(readFileSync(join(folders[1]!, name))).toEqual(bytes)
    expect(Buffer.from(await other.read(url))).toEqual(bytes)
    expect(await other.fetchLocal(`${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.png`)).toBe(
      false,
    )

    // A restore of the same bytes adds nothing; other bytes under that name are refused.
    expect(await other.restore(url, bytes)).toBe(false)
    await expect(other.restore(url, Buffer.from('other'))).rejects.toThrow(/Another file/)
    expect(s3.seen).toContain(`PUT /${BUCKET}/acme/media/${name}`)

    await other.remove(url)
    expect(s3.objects.has(`acme/media/${name}`)).toBe(false)
    await expect(one.read(url)).rejects.toThrow(/Not a stored file/)
  })

  it('lists every file under its prefix, page after page', async () => {
    const [one] = stores as [(typeof stores)[0]]
    s3.objects.set('elsewhere/not-ours.png', Buffer.from('x'))
    const urls: string[] = []
    for (let i = 0; i < 5; i += 1) {
      urls.push(await one.put({ base64: 'AAAA', mime: 'image/png', ext: 'png' }))
    }
    expect((await one.list()).sort()).toEqual(urls.sort())
    // Five files, two a page: three list requests.
    const listings = s3.seen.filter((line) => new RegExp(`^GET /${BUCKET}/?$`).test(line))
    expect(listings.length).toBeGreaterThanOrEqual(3)
  })

  it('moves into the bucket the files a server had on its own disk that a record names, once', async () => {
    // A server of its own, with one file on its disk.
    const folder = mkdtempSync(join(tmpdir(), 'groundwork-s3-'))
    folders.push(folder)
    const one = createSharedBlobStore({ backend: backend(), folder, maxBytes: 1024 })
    const name = `${'1'.repeat(8)}-1111-4111-8111-${'1'.repeat(12)}.png`
    writeFileSync(join(folder, name), 'kept on disk')
    const everyFileNamed = async (urls: readonly string[]) => new Set(urls)
    expect(await one.adoptLocalFiles(everyFileNamed)).toBe(1)
    expect(s3.objects.get(`acme/media/${name}`)?.toString()).toBe('kept on disk')
    expect(await one.adoptLocalFiles(everyFileNamed)).toBe(0)
  })
})
