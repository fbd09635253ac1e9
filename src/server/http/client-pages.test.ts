// The clients' front door over HTTP (issue #31, decision 048): /request gets the built client.html,
// not the staff app's index.html; other pages keep index.html; a build without client.html falls
// back to index.html (the staff app's own not-found page).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CLIENT_PAGE } from './client-entry.mjs'
import { contentSecurityPolicy } from './security-headers.mjs'
import { useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

const INDEX_HTML = '<!doctype html><html><head><title>Groundwork</title></head><body></body></html>'
const CLIENT_HTML =
  '<!doctype html><html><head><title>Request work</title></head><body></body></html>'

function webAppDir(withClient: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'gw-client-pages-'))
  writeFileSync(join(dir, 'index.html'), INDEX_HTML)
  if (withClient) writeFileSync(join(dir, CLIENT_PAGE), CLIENT_HTML)
  return dir
}
const dir = webAppDir(true)
const staffOnlyDir = webAppDir(false)
afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
  rmSync(staffOnlyDir, { recursive: true, force: true })
})

describe.each(testBackends())("the clients' pages on $name", (backend) => {
  const t = useTestApp(backend, { staticDir: dir })

  it('sends client.html for /request, with the security headers, to anyone', async () => {
    for (const url of ['/request', '/request/', '/request?from=site']) {
      const page = await t.call({ method: 'GET', url, cookies: {} })
      expect(page.status, url).toBe(200)
      expect(page.response.body).toBe(CLIENT_HTML)
      expect(page.response.headers['content-type']).toMatch(/text\/html/)
      expect(page.response.headers['content-security-policy']).toBe(contentSecurityPolicy())
    }
  })

  it("keeps the staff app's index.html for its own pages", async () => {
    for (const url of ['/', '/sales/leads', '/requests', '/request/other']) {
      const page = await t.call({ method: 'GET', url })
      expect(page.response.body, url).toBe(INDEX_HTML)
    }
  })
})

describe.each(testBackends())("a build without the clients' pages on $name", (backend) => {
  const t = useTestApp(backend, { staticDir: staffOnlyDir })

  it("answers /request with the staff app's page", async () => {
    const page = await t.call({ method: 'GET', url: '/request' })
    expect(page.response.body).toBe(INDEX_HTML)
  })

  it("answers the hub's pages 404, never with the staff app's page", async () => {
    for (const url of ['/hub', '/hub/expired', '/hub/estimates/1']) {
      const page = await t.call({ method: 'GET', url, cookies: {} })
      expect(page.status, url).toBe(404)
      expect(page.response.body, url).not.toContain('Groundwork')
    }
  })
})
