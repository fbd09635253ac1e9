// The app's pages over HTTP: index.html with the preload tags the build names for the path
// (page-preloads.json, decision 030), the security headers kept.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from './security-headers.mjs'
import { PAGE_PRELOADS_FILE } from './page-preloads.mjs'
import { useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

const INDEX_HTML = '<!doctype html><html><head><title>Groundwork</title></head><body></body></html>'
const modulePreload = (file: string) =>
  `<link rel="modulepreload" fetchpriority="low" href="/assets/${file}">`

/** A stand-in for dist/web with the preloads file a build writes. */
function webAppDir(preloads: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'gw-pages-'))
  writeFileSync(join(dir, 'index.html'), INDEX_HTML)
  writeFileSync(join(dir, PAGE_PRELOADS_FILE), preloads)
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'assets', 'jobs-list-page-abc.js'), 'export {}\n')
  return dir
}

const PRELOADS = {
  '/projects/jobs': { modules: ['/assets/jobs-list-page-abc.js', '/assets/lists-def.js'] },
}
const JOBS_PRELOADS = [modulePreload('jobs-list-page-abc.js'), modulePreload('lists-def.js')]
const dir = webAppDir(JSON.stringify(PRELOADS))
const garbledDir = webAppDir('{"/projects/jobs": {"modules": "not a list"')
afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
  rmSync(garbledDir, { recursive: true, force: true })
})

/** The <link> tags of a page. */
const linksOf = (html: string) => html.match(/<link [^>]*>/g) ?? []

describe.each(testBackends())('app pages on $name', (backend) => {
  const t = useTestApp(backend, { staticDir: dir })

  it("names the jobs list's files in its HTML, with the security headers kept", async () => {
    const page = await t.call({ method: 'GET', url: '/projects/jobs' })
    expect(page.status).toBe(200)
    expect(page.response.headers['content-type']).toMatch(/text\/html/)
    expect(page.response.headers['cache-control']).toBe('no-cache')
    expect(page.response.headers['content-security-policy']).toBe(contentSecurityPolicy())
    expect(page.response.headers['x-frame-options']).toBe('DENY')
    expect(linksOf(page.response.body)).toEqual(JOBS_PRELOADS)
    // In the head, the rest of the page as built.
    expect(page.response.body).toMatch(/<link [^>]*>\n {2}<\/head><body><\/body><\/html>$/)
    expect(
      page.response.body.replace(/\s*<link [^>]*>/g, '').replace(/\s*<\/head>/, '</head>'),
    ).toBe(INDEX_HTML)
    const slash = await t.call({ method: 'GET', url: '/projects/jobs/' })
    expect(slash.response.body).toBe(page.response.body)
  })

  it('gives a path with a query its files (the same screen) but no data preload', async () => {
    for (const url of ['/projects/jobs?status=Done', '/projects/jobs?', '/projects/jobs/?q=a']) {
      const page = await t.call({ method: 'GET', url })
      expect(page.status).toBe(200)
      expect(linksOf(page.response.body)).toEqual(JOBS_PRELOADS)
      expect(page.response.body).not.toContain('rel="preload"')
    }
  })

  it('gives a path the build does not name the page as built', async () => {
    for (const url of [
      '/',
      '/dashboard',
      '/projects/calendar',
      '/nowhere/at/all',
      '/projects/jobs/new',
    ]) {
      const page = await t.call({ method: 'GET', url })
      expect(page.status).toBe(200)
      expect(page.response.body).toContain('<title>Groundwork</title>')
      expect(linksOf(page.response.body)).toEqual([])
    }
  })

  it('answers HEAD for a page with its headers only', async () => {
    const head = await t.call({ method: 'HEAD', url: '/projects/jobs' })
    expect(head.status).toBe(200)
    expect(head.response.headers['content-type']).toMatch(/text\/html/)
    expect(head.response.body).toBe('')
  })

  it('serves what a rebuild wrote, without a restart', async () => {
    const first = await t.call({ method: 'GET', url: '/projects/jobs' })
    expect(linksOf(first.response.body)).toContain(modulePreload('lists-def.js'))
    const preloads = { '/projects/jobs': { modules: ['/assets/lists-new.js'] } }
    writeFileSync(join(dir, PAGE_PRELOADS_FILE), JSON.stringify(preloads))
    writeFileSync(join(dir, 'index.html'), INDEX_HTML.replace('Groundwork', 'Rebuilt'))
    const later = new Date(Date.now() + 60_000)
    utimesSync(join(dir, 'index.html'), later, later)
    try {
      const rebuilt = await t.call({ method: 'GET', url: '/projects/jobs' })
      expect(rebuilt.response.body).toContain('<title>Rebuilt</title>')
      expect(linksOf(rebuilt.response.body)).toEqual([modulePreload('lists-new.js')])
    } finally {
      writeFileSync(join(dir, PAGE_PRELOADS_FILE), JSON.stringify(PRELOADS))
      writeFileSync(join(dir, 'index.html'), INDEX_HTML)
    }
  })
})

describe('app pages of a build whose preloads file is not what the build writes', () => {
  const t = useTestApp(testBackends()[0]!, { staticDir: garbledDir })

  it('serves every page as built', async () => {
    const page = await t.call({ method: 'GET', url: '/projects/jobs' })
    expect(page.status).toBe(200)
    expect(page.response.body).toBe(INDEX_HTML)
  })
})
