// Safe defaults over HTTP: security headers on every kind of response, and the write rate limit.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { rateLimitedMessage } from './write-rate-limit'
import {
  ANALYTICS_ORIGIN_META,
  analyticsOriginOf,
  contentSecurityPolicy,
} from './security-headers.mjs'
import { useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

const pglite = testBackends()[0]!

/** A stand-in for dist/web: index.html (optionally naming an analytics origin) and one asset. */
function webAppDir(analytics?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'gw-web-'))
  const meta = analytics ? `<meta name="${ANALYTICS_ORIGIN_META}" content="${analytics}" />` : ''
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head>${meta}</head><body></body></html>`,
  )
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'export {}\n')
  return dir
}

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/)
      return [name ?? '', values] as const
    }),
  )

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  const csp = String(headers['content-security-policy'] ?? '')
  const d = directives(csp)
  expect(d.get('script-src'), what).toEqual(["'self'"])
  expect(d.get('frame-ancestors'), what).toEqual(["'none'"])
  expect(d.get('object-src'), what).toEqual(["'none'"])
  expect(d.get('connect-src'), what).toEqual(["'self'", 'data:', 'blob:'])
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('same-origin')
  expect(headers['x-frame-options'], what).toBe('DENY')
}

describe('security headers', () => {
  const dir = webAppDir()
  const t = useTestApp(pglite, { staticDir: dir })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('are on pages, assets, API answers and errors', async () => {
    const cases: [string, string, number][] = [
      ['GET', '/', 200],
      ['GET', '/crm/contacts/persons', 200],
      ['GET', '/assets/index-abc123.js', 200],
      ['GET', '/assets/missing.js', 404],
      ['GET', '/api/health', 200],
      ['GET', '/api/persons?limit=1', 200],
      ['GET', '/api/nothing-here', 404],
      ['POST', '/api/persons', 400],
      ['GET', '/api/persons/%E0%A4%A', 400],
    ]
    for (const [method, url, status] of cases) {
      const res = await t.call({
        method: method as 'GET' | 'POST',
        url,
        payload: method === 'POST' ? {} : undefined,
      })
      expect(res.status, `${method} ${url}`).toBe(status)
      expectSecurityHeaders(res.response.headers, `${method} ${url}`)
    }
  })

  it('allow no inline script, ever', () => {
    for (const origin of [null, 'https://plausible.io']) {
      const scriptSrc = directives(contentSecurityPolicy({ analyticsOrigin: origin })).get(
        'script-src',
      )
      expect(scriptSrc).not.toContain("'unsafe-inline'")
      expect(scriptSrc).not.toContain("'unsafe-eval'")
    }
  })

  it('read the analytics origin from the built index.html, and nothing else from it', () => {
    const meta = (content: string) =>
      `<meta name="${ANALYTICS_ORIGIN_META}" content="${content}" />`
    expect(analyticsOriginOf(meta('https://plausible.io'))).toBe('https://plausible.io')
    expect(analyticsOriginOf(meta('https://stats.example.com:8443/js/script.js'))).toBe(
      'https://stats.example.com:8443',
    )
    expect(analyticsOriginOf(meta('javascript:alert(1)'))).toBeNull()
    expect(analyticsOriginOf(meta("https://x.example 'unsafe-inline'"))).toBeNull()
    expect(analyticsOriginOf('<html></html>')).toBeNull()
  })
})

describe('security headers with analytics in the build', () => {
  const dir = webAppDir('https://plausible.io')
  const t = useTestApp(pglite, { staticDir: dir })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('let that origin load its script and send page views', async () => {
    const res = await t.call({ method: 'GET', url: '/' })
    const d = directives(String(res.response.headers['content-security-policy']))
    expect(d.get('script-src')).toEqual(["'self'", 'https://plausible.io'])
    expect(d.get('connect-src')).toEqual(["'self'", 'data:', 'blob:', 'https://plausible.io'])
  })
})

describe('write rate limit', () => {
  const t = useTestApp(pglite, { writeRateLimit: { max: 5, windowMs: 60_000 } })
  const write = (ip: string) =>
    t.call({ method: 'POST', url: '/api/notes', payload: {}, remoteAddress: ip })

  it('answers 429 with Retry-After after N writes from one client, and counts only writes', async () => {
    for (let i = 0; i < 5; i++) expect((await write('10.0.0.1')).status).toBe(400)
    const refused = await write('10.0.0.1')
    expect(refused.status).toBe(429)
    expect(refused.body.error.code).toBe('RATE_LIMITED')
    expect(refused.body.error.message).toMatch(
      /^Too many changes from this device in a short time: wait \d+ seconds and try again$/,
    )
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.response.headers['x-ratelimit-remaining']).toBeUndefined()
    expectSecurityHeaders(refused.response.headers, '429')
    // Other clients and reads go on.
    expect((await write('10.0.0.2')).status).toBe(400)
    const read = await t.call({
      method: 'GET',
      url: '/api/notes?limit=1',
      remoteAddress: '10.0.0.1',
    })
    expect(read.status).toBe(200)
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await t.call({
        method,
        url: '/api/notes/x',
        payload: {},
        remoteAddress: '10.0.0.1',
      })
      expect(res.status, method).toBe(429)
    }
  })

  it('says how long to wait in words', () => {
    expect(rateLimitedMessage(1)).toBe(
      'Too many changes from this device in a short time: wait a second and try again',
    )
    expect(rateLimitedMessage(42)).toContain('wait 42 seconds')
  })
})

describe('without a write rate limit (createApp default)', () => {
  const t = useTestApp(pglite)
  it('takes any number of writes', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await t.call({ method: 'POST', url: '/api/notes', payload: {} })).status).toBe(400)
    }
  })
})
