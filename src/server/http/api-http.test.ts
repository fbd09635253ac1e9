// API integration: what the HTTP layer itself answers (bad JSON, size and content-type limits,
// unknown routes, unexpected failures, the OpenAPI document) and the web app's SPA fallback.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Store, StoreTx } from '../../api/shared/store'
import { MEDIA_BODY_LIMIT, BODY_LIMIT } from '../app'
import { INTERNAL_MESSAGE } from './error-replies'
import { testBackends } from '../testing/test-databases'
import { useTestApp } from '../testing/test-app'

/** A store whose list operation fails like a bug or a lost connection would. */
const failingLists = (store: Store): Store => {
  const failing = (tx: StoreTx): StoreTx => ({
    ...tx,
    list: async () => {
      throw new Error('connection reset at /secret/path.ts:42')
    },
  })
  return {
    kind: store.kind,
    transaction: (work) => store.transaction((tx) => work(failing(tx))),
    read: (work) => store.read((tx) => work(failing(tx))),
    snapshot: (work) => store.snapshot((tx) => work(failing(tx))),
  }
}

const webDir = mkdtempSync(join(tmpdir(), 'groundwork-web-'))
mkdirSync(join(webDir, 'assets'))
writeFileSync(
  join(webDir, 'index.html'),
  '<!doctype html><title>Groundwork</title><div id="root"></div>',
)
writeFileSync(join(webDir, 'assets', 'index-abc123.js'), 'console.log("app")')
writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
afterAll(() => rmSync(webDir, { recursive: true, force: true }))

describe.each(testBackends())('HTTP layer on $name', (backend) => {
  const t = useTestApp(backend, { staticDir: webDir })

  it('answers malformed JSON with 400 and stores nothing', async () => {
    const { status, body } = await t.call({
      method: 'POST',
      url: '/api/persons',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Broken",',
    })
    expect(status).toBe(400)
    expect(body).toEqual({ error: { code: 'VALIDATION', message: 'Malformed JSON body' } })
    expect((await t.call({ method: 'GET', url: '/api/persons?limit=1' })).body.total).toBe(20)
  })

  it('refuses a body that is not JSON with 415', async () => {
    const { status, body } = await t.call({
      method: 'POST',
      url: '/api/persons',
      headers: { 'content-type': 'text/plain' },
      payload: 'name=Bob',
    })
    expect(status).toBe(415)
    expect(body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
  })

  it('refuses a body over 1 MiB with 413, but lets media carry up to 5 MiB', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(BODY_LIMIT), email: 'a@example.com' })
    const tooLarge = await t.call({
      method: 'POST',
      url: '/api/persons',
      headers: { 'content-type': 'application/json' },
      payload: big,
    })
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large (max 1 MiB)' },
    })
    // A PNG (by its first bytes) of about 1.4 MB: over the JSON limit, within the media one.
    const photo = `data:image/png;base64,iVBORw0KGgo${'A'.repeat(1_900_000 - 12)}=`
    const media = await t.call({ method: 'POST', url: '/api/media', payload: { data_url: photo } })
    expect(media.status).toBe(201)
    expect(media.body.url).toHaveLength(photo.length)
    const tooLargeMedia = await t.call({
      method: 'POST',
      url: '/api/media',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ data_url: 'x'.repeat(MEDIA_BODY_LIMIT) }),
    })
    expect(tooLargeMedia.status).toBe(413)
  })

  it('answers unknown /api paths and methods with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['GET', '/api'],
      ['PUT', '/api/persons'],
      ['POST', '/api/persons/123/whatever'],
    ] as const) {
      const { status, body, response } = await t.call({ method, url })
      expect(status).toBe(404)
      expect(response.headers['content-type']).toMatch(/application\/json/)
      expect(body.error.code).toBe('NOT_FOUND')
    }
  })

  it('answers a malformed URL with a JSON 400', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/persons/%E0%A4%A' })
    expect(status).toBe(400)
    expect(body.error.code).toBe('VALIDATION')
  })

  it('serves the OpenAPI document of every route', async () => {
    const { status, body, response } = await t.call({ method: 'GET', url: '/api/openapi.json' })
    expect(status).toBe(200)
    expect(response.headers['content-type']).toMatch(/application\/json/)
    expect(body.openapi).toBe('3.1.0')
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/persons', '/api/persons/{id}']),
    )
    expect(
      body.paths['/api/persons'].get.parameters.map((p: { name: string }) => p.name),
    ).toContain('q')
    expect(
      body.paths['/api/persons'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email')
    expect(body.paths['/api/invoices/{id}/mark-paid'].post).toBeDefined()
  })

  it('serves the web app: hashed assets cached for a year, pages fall back to index.html', async () => {
    const page = await t.call({
      method: 'GET',
      url: '/crm/contacts/persons/0b6c4e0e-1111-4111-8111-111111111111',
    })
    expect(page.status).toBe(200)
    expect(page.response.headers['content-type']).toMatch(/text\/html/)
    expect(page.response.headers['cache-control']).toBe('no-cache')
    expect(page.response.body).toContain('<div id="root">')
    const root = await t.call({ method: 'GET', url: '/' })
    expect(root.status).toBe(200)
    expect(root.response.headers['cache-control']).toBe('no-cache')
    const asset = await t.call({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(asset.status).toBe(200)
    expect(asset.response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const icon = await t.call({ method: 'GET', url: '/favicon.svg' })
    expect(icon.response.headers['cache-control']).toBe('no-cache')
    expect((await t.call({ method: 'GET', url: '/assets/missing.js' })).status).toBe(404)
  })
})

describe.each(testBackends())('unexpected failures on $name', (backend) => {
  const t = useTestApp(backend, { wrapStore: failingLists })

  it('answers 500 without details or a stack trace', async () => {
    const { status, body, response } = await t.call({ method: 'GET', url: '/api/persons' })
    expect(status).toBe(500)
    expect(body).toEqual({ error: { code: 'INTERNAL', message: INTERNAL_MESSAGE } })
    expect(response.body).not.toMatch(/secret|stack|at /)
  })
})
