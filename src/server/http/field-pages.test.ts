// The crew's day over HTTP (issue #32, decision 055): /today gets the built field.html with the day's
// cards named for preloading, as Today will ask for them; other pages keep index.html; a build
// without field.html answers /today with index.html (whose router shows Today too).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { FIELD_PAGE } from './field-entry.mjs'
import { todayRequestOf } from './field-pages'
import { useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

const INDEX_HTML = '<!doctype html><html><head><title>Groundwork</title></head><body></body></html>'
const FIELD_HTML = '<!doctype html><html><head><title>Today</title></head><body></body></html>'

function webAppDir(withField: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'gw-field-pages-'))
  writeFileSync(join(dir, 'index.html'), INDEX_HTML)
  if (withField) writeFileSync(join(dir, FIELD_PAGE), FIELD_HTML)
  return dir
}
const dir = webAppDir(true)
const staffOnlyDir = webAppDir(false)
afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
  rmSync(staffOnlyDir, { recursive: true, force: true })
})

const preloadOf = (request: string) =>
  `<link rel="preload" href="${request}" as="fetch" crossorigin />`

describe('todayRequestOf', () => {
  it("names /api/today with the page's day and crew as Today sends them", () => {
    expect(todayRequestOf('/today')).toBe('/api/today')
    expect(todayRequestOf('/today?date=2026-12-02')).toBe('/api/today?date=2026-12-02')
    expect(todayRequestOf('/today?crew=c-1&date=2026-12-02')).toBe(
      '/api/today?date=2026-12-02&crew_id=c-1',
    )
  })

  it('leaves out what Today would not send', () => {
    expect(todayRequestOf('/today?date=tomorrow')).toBe('/api/today')
    expect(todayRequestOf('/today?crew=%22%3E%3Cscript%3E')).toBe('/api/today')
  })
})

describe.each(testBackends())('the field app on $name', (backend) => {
  const t = useTestApp(backend, { staticDir: dir })

  it('sends field.html for /today with the day named for preloading', async () => {
    for (const [url, request] of [
      ['/today', '/api/today'],
      ['/today/', '/api/today'],
      ['/today?date=2026-12-02&crew=c-1', '/api/today?date=2026-12-02&amp;crew_id=c-1'],
    ] as const) {
      const page = await t.call({ method: 'GET', url, cookies: {} })
      expect(page.status, url).toBe(200)
      expect(page.response.headers['content-type']).toMatch(/text\/html/)
      expect(page.response.body, url).toContain('<title>Today</title>')
      expect(page.response.body, url).toContain(preloadOf(request))
    }
  })

  it("keeps the staff app's index.html for its own pages", async () => {
    for (const url of ['/', '/projects/jobs', '/today/other', '/todays']) {
      const page = await t.call({ method: 'GET', url })
      expect(page.response.body, url).toBe(INDEX_HTML)
    }
  })
})

describe.each(testBackends())('a build without the field app on $name', (backend) => {
  const t = useTestApp(backend, { staticDir: staffOnlyDir })

  it("answers /today with the staff app's page", async () => {
    const page = await t.call({ method: 'GET', url: '/today' })
    expect(page.response.body).toBe(INDEX_HTML)
  })
})
