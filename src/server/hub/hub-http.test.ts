// The client hub's way in (issue #31 section 1) on PGlite and PostgreSQL: a client e-mail carries a
// hub link on PUBLIC_URL; the link is traded for the hub cookie and the browser sent on to /hub
// without the token; expired and revoked links go to /hub/expired; the hub session ends after 14
// days unused and at once on "Revoke access"; "Send me a new link" e-mails the address on file
// only, throttled; and the hub cookie and the staff cookie never stand in for each other.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { HUB_SESSION_IDLE_MS } from '../../domain/hub/hub-access'
import type { MailConfig } from '../config'
import { SESSION_COOKIE } from '../auth/session-cookie'
import { CLIENT_PAGE } from '../http/client-entry.mjs'
import { NOW, useTestApp, type TestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'
import { HUB_COOKIE } from './hub-cookie'

const DAY_MS = 24 * 60 * 60 * 1000
const PUBLIC_URL = 'https://crm.example.com'
const LINK = new RegExp(`${PUBLIC_URL}/hub/([a-z2-7]{32})`)

/** A built web app: the staff app's page and the clients' (the hub's pages are the latter). */
const INDEX_HTML = '<!doctype html><title>Groundwork</title>'
const CLIENT_HTML =
  '<!doctype html><title>Client</title><script type="module" src="/assets/client.js"></script>'
const webDir = mkdtempSync(join(tmpdir(), 'gw-hub-http-'))
writeFileSync(join(webDir, 'index.html'), INDEX_HTML)
writeFileSync(join(webDir, CLIENT_PAGE), CLIENT_HTML)
afterAll(() => rmSync(webDir, { recursive: true, force: true }))

const mail: Omit<MailConfig, 'smtpUrl'> = {
  server: null,
  from: '"Sunrise Landscaping" <office@sunrise.example>',
  replyTo: null,
  publicUrl: PUBLIC_URL,
  publicUrlIsSet: true,
}

const outboxOf = async (t: TestApp) => {
  const page = await t.store.read(async (tx) => tx.outbox?.list({ limit: 100 }))
  const full = []
  for (const item of page?.items ?? []) {
    const message = await t.store.read(async (tx) => tx.outbox?.get(item.id))
    if (message) full.push(message)
  }
  return full
}

/** A client of the sample data with an e-mail address and an Open estimate. */
function clientWithEstimate(t: TestApp) {
  const estimate = t.seed.estimates.find((e) => {
    const client = t.seed.persons.find((p) => p.id === e.client_person_id)
    return e.status === 'Open' && typeof client?.email === 'string' && client.email.trim() !== ''
  })!
  const client = t.seed.persons.find((p) => p.id === estimate.client_person_id)!
  return { estimate, client }
}

describe.each(testBackends())('the client hub on $name', (backend) => {
  let now = NOW
  const t = useTestApp(backend, { mail, clock: () => now, staticDir: webDir })
  const reset = () => {
    now = NOW
  }

  /** Office: "Send hub link"; answers the link's token read from the queued e-mail. */
  async function sendHubLink(personId: string): Promise<string> {
    const res = await t.call({ method: 'POST', url: `/api/persons/${personId}/hub-link` })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const message = (await outboxOf(t)).find((m) => m.id === res.body.message.id)!
    expect(message.kind).toBe('hub-link')
    expect(message.secret).toBe(true)
    const token = LINK.exec(message.text)?.[1]
    expect(token).toBeDefined()
    return token!
  }

  /** Opens a hub link in a fresh browser: the hub cookie set by the answer, or null. */
  async function open(token: string) {
    const res = await t.app.inject({ method: 'GET', url: `/hub/${token}`, cookies: {} })
    const cookie = res.cookies.find((c) => c.name === HUB_COOKIE)
    return { res, cookie: cookie?.value ?? null }
  }

  const me = (hubToken: string | null, cookies: Record<string, string> = {}) =>
    t.call({
      method: 'GET',
      url: '/api/hub/me',
      cookies: hubToken ? { ...cookies, [HUB_COOKIE]: hubToken } : cookies,
    })

  it("a sent estimate's e-mail carries a hub link on PUBLIC_URL, kept out of backups", async () => {
    reset()
    const { estimate, client } = clientWithEstimate(t)
    const res = await t.call({ method: 'POST', url: `/api/estimates/${estimate.id}/send` })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const message = (await outboxOf(t)).find((m) => m.id === res.body.message.id)!
    const token = LINK.exec(message.text)?.[1]
    expect(token, message.text).toBeDefined()
    expect(message.html).toContain(`${PUBLIC_URL}/hub/${token}`)
    expect(message.secret).toBe(true)
    const { cookie } = await open(token!)
    expect((await me(cookie)).body.client.name).toBe(client.name)
  })

  it("a document e-mail's link opens that document in the hub; a foreign `to` lands on /hub", async () => {
    reset()
    const { estimate } = clientWithEstimate(t)
    const res = await t.call({ method: 'POST', url: `/api/estimates/${estimate.id}/send` })
    const message = (await outboxOf(t)).find((m) => m.id === res.body.message.id)!
    const link = new RegExp(`${PUBLIC_URL}(/hub/[^\\s"<]+)`).exec(message.text)?.[1] ?? ''
    expect(link).toMatch(new RegExp(`\\?to=%2Fhub%2Festimates%2F${estimate.id}$`))
    expect(message.text).toContain('View estimate')
    const landed = await t.app.inject({ method: 'GET', url: link.replaceAll('&amp;', '&') })
    expect(landed.headers.location).toBe(`/hub/estimates/${estimate.id}`)
    const token = LINK.exec(message.text)![1]
    for (const to of ['https://evil.example/', '/dashboard', '//evil.example'])
      expect(
        (await t.app.inject({ method: 'GET', url: `/hub/${token}?to=${encodeURIComponent(to)}` }))
          .headers.location,
      ).toBe('/hub')
  })

  it('trades a link for an httpOnly hub cookie and redirects to /hub without the token', async () => {
    reset()
    const { client } = clientWithEstimate(t)
    const token = await sendHubLink(client.id)
    const { res, cookie } = await open(token)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/hub')
    expect(res.headers['referrer-policy']).toBe('no-referrer')
    const set = res.cookies.find((c) => c.name === HUB_COOKIE)!
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie).not.toBe(token)
    const answer = await me(cookie)
    expect(answer.status).toBe(200)
    expect(answer.response.headers['referrer-policy']).toBe('no-referrer')
    expect(answer.body).toEqual({
      client: { name: client.name },
      business: {
        name: t.seed.settings.branding.business_name,
        brand_color: t.seed.settings.branding.brand_color,
      },
    })
    // The link works many times.
    expect((await open(token)).cookie).not.toBeNull()
    const status = await t.call({ method: 'GET', url: `/api/persons/${client.id}/hub` })
    expect(status.body).toEqual({
      links_sent: 1,
      last_sent_at: NOW,
      last_visit_at: NOW,
      revoked: false,
    })
  })

  it('sends an expired link to /hub/expired with its reference, not its token', async () => {
    reset()
    const { client } = clientWithEstimate(t)
    const token = await sendHubLink(client.id)
    now = NOW + 30 * DAY_MS
    const { res, cookie } = await open(token)
    expect(cookie).toBeNull()
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toMatch(/^\/hub\/expired\?ref=[0-9a-f-]{36}$/)
    expect(res.headers.location).not.toContain(token)
    // An unknown token: the same page, with no reference.
    expect((await open('a'.repeat(32))).res.headers.location).toBe('/hub/expired')
    const page = await t.app.inject({ method: 'GET', url: '/hub/expired?ref=x' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toBe(CLIENT_HTML)
    expect(page.headers['referrer-policy']).toBe('no-referrer')
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
  })

  it('ends a hub session after 14 days unused, and keeps one that is used', async () => {
    reset()
    const { client } = clientWithEstimate(t)
    const { cookie } = await open(await sendHubLink(client.id))
    now = NOW + HUB_SESSION_IDLE_MS - 1
    expect((await me(cookie)).status).toBe(200)
    now += HUB_SESSION_IDLE_MS - 1
    expect((await me(cookie)).status).toBe(200)
    now += HUB_SESSION_IDLE_MS
    const ended = await me(cookie)
    expect(ended.status).toBe(401)
    expect(ended.body.error.code).toBe('UNAUTHENTICATED')
  })

  it('Revoke access ends every link and hub session at once; no link until the office sends one', async () => {
    reset()
    const { estimate, client } = clientWithEstimate(t)
    const token = await sendHubLink(client.id)
    const { cookie } = await open(token)
    now += 1000
    const revoked = await t.call({ method: 'POST', url: `/api/persons/${client.id}/hub-revoke` })
    expect(revoked.status).toBe(200)
    expect(revoked.body.revoked).toBe(true)
    expect((await me(cookie)).status).toBe(401)
    expect((await open(token)).res.headers.location).toMatch(/^\/hub\/expired\?ref=/)
    // A document sent now carries no link, and "Send me a new link" sends nothing.
    const sent = await t.call({ method: 'POST', url: `/api/estimates/${estimate.id}/send` })
    const message = (await outboxOf(t)).find((m) => m.id === sent.body.message.id)!
    expect(message.text).not.toMatch(LINK)
    expect(message.secret).toBe(false)
    const location = (await open(token)).res.headers.location as string
    const before = (await outboxOf(t)).length
    const ask = await t.call({
      method: 'POST',
      url: '/api/hub/new-link',
      payload: { ref: new URLSearchParams(location.split('?')[1]).get('ref') },
      cookies: {},
    })
    expect(ask.status).toBe(202)
    expect(await outboxOf(t)).toHaveLength(before)
    // "Send hub link" lifts the revoke.
    now += 1000
    const fresh = await sendHubLink(client.id)
    expect((await open(fresh)).cookie).not.toBeNull()
    const status = await t.call({ method: 'GET', url: `/api/persons/${client.id}/hub` })
    expect(status.body).toMatchObject({ links_sent: 2, revoked: false })
    // Both are in the audit log, naming the client.
    for (const kind of ['hub-revoke', 'hub-link']) {
      const log = await t.call({ method: 'GET', url: `/api/audit-log?kind=${kind}` })
      expect(log.body.items[0].summary, kind).toContain(client.name)
    }
  })

  it('"Send me a new link" e-mails the address on file only, and is throttled', async () => {
    reset()
    const { client } = clientWithEstimate(t)
    const token = await sendHubLink(client.id)
    now = NOW + 31 * DAY_MS
    const location = (await open(token)).res.headers.location as string
    const ref = new URLSearchParams(location.split('?')[1]).get('ref')
    const ask = (payload: unknown, remoteAddress = '203.0.113.7') =>
      t.app.inject({
        method: 'POST',
        url: '/api/hub/new-link',
        payload: payload as Record<string, unknown>,
        remoteAddress,
      })
    const hubMails = async () => (await outboxOf(t)).filter((m) => m.kind === 'hub-link')
    const before = (await hubMails()).length
    // An address typed into the request is ignored.
    const first = await ask({ ref, email: 'attacker@example.com' })
    expect(first.statusCode).toBe(202)
    const mails = await hubMails()
    expect(mails).toHaveLength(before + 1)
    expect(mails.every((m) => m.to === client.email)).toBe(true)
    // The new link works.
    const fresh = LINK.exec(mails.find((m) => m.created_at === now)!.text)![1]!
    expect((await open(fresh)).cookie).not.toBeNull()
    // Three asks per link an hour, whatever the address.
    await ask({ ref }, '203.0.113.8')
    await ask({ ref }, '203.0.113.9')
    const throttled = await ask({ ref }, '203.0.113.10')
    expect(throttled.statusCode).toBe(202)
    expect(await hubMails()).toHaveLength(before + 3)
    // Ten asks per address in 15 minutes, whatever the link.
    for (let i = 0; i < 12; i++) {
      expect((await ask({ ref: crypto.randomUUID() }, '198.51.100.1')).statusCode).toBe(202)
    }
    expect(await hubMails()).toHaveLength(before + 3)
  })

  it('a hub cookie gets 401 on staff routes, and a staff cookie 401 on /api/hub/me', async () => {
    reset()
    const { client } = clientWithEstimate(t)
    const { cookie } = await open(await sendHubLink(client.id))
    for (const url of ['/api/persons', `/api/persons/${client.id}`, '/api/auth/get-session']) {
      const res = await t.call({ method: 'GET', url, cookies: { [HUB_COOKIE]: cookie! } })
      if (url === '/api/auth/get-session') expect(res.body ?? null).toBeNull()
      else expect(res.status, url).toBe(401)
    }
    const staff = await me(null, { [SESSION_COOKIE]: t.cookies[SESSION_COOKIE]! })
    expect(staff.status).toBe(401)
    // A hub token put in the staff cookie is no staff session either.
    const swapped = await t.call({
      method: 'GET',
      url: '/api/persons',
      cookies: { [SESSION_COOKIE]: cookie! },
    })
    expect(swapped.status).toBe(401)
  })

  it.runIf(backend.name === 'postgres')(
    'a revoke at the same moment as a link being used or made leaves no way in',
    async () => {
      reset()
      const { estimate, client } = clientWithEstimate(t)
      const revoke = () => t.call({ method: 'POST', url: `/api/persons/${client.id}/hub-revoke` })
      for (let i = 0; i < 8; i++) {
        const token = await sendHubLink(client.id)
        now += 1000
        const [opened] = await Promise.all([open(token), revoke()])
        if (opened.cookie) expect((await me(opened.cookie)).status).toBe(401)
        now += 1000
        const [sent] = await Promise.all([
          t.call({ method: 'POST', url: `/api/estimates/${estimate.id}/send` }),
          revoke(),
        ])
        const message = (await outboxOf(t)).find((m) => m.id === sent.body.message?.id)
        const link = message ? LINK.exec(message.text)?.[1] : undefined
        if (link) expect((await open(link)).cookie).toBeNull()
        await t.database.db.execute(sql`UPDATE estimates SET status = 'Open'`)
        now += 1000
      }
    },
  )

  it("serves the hub's pages as the clients' page, never cached, and still trades links", async () => {
    reset()
    const urls = [
      '/hub',
      '/hub/expired',
      '/hub/request-work',
      '/hub/estimates/3f1c',
      '/hub/invoices/9a2b?payment=done',
    ]
    for (const url of urls) {
      const page = await t.app.inject({ method: 'GET', url, cookies: {} })
      expect(page.statusCode, url).toBe(200)
      expect(page.body, url).toBe(CLIENT_HTML)
      expect(page.headers['content-type'], url).toContain('text/html')
      expect(page.headers['cache-control'], url).toBe('no-store')
      expect(page.headers['referrer-policy'], url).toBe('no-referrer')
      expect(page.headers['content-security-policy'], url).toContain("script-src 'self'")
    }
    // The placeholder's script is gone; a single segment that is no page is still a link.
    const script = await t.app.inject({ method: 'GET', url: '/hub/hub.js' })
    expect(script.body).not.toContain('/api/hub/me')
    const { client } = clientWithEstimate(t)
    const { res } = await open(await sendHubLink(client.id))
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/hub')
  })
})
