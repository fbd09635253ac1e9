// The client hub's estimates (issue #31 section 2) on PGlite and PostgreSQL: the client's own Sent
// and Accepted estimates with the PDF's figures, the PDF, Approve (typed name, "I agree"; the
// estimate becomes Accepted, the approval is stored with time, IP and browser, shown to the office
// and printed on the PDF) and Request changes (back to Open, the message shown to the office); a
// stale version, a second answer and another client's estimate are refused; the hub cookie and a
// staff session never stand in for each other.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {} from '../../domain/hub/estimate-response'
import {
  AGREEMENT_REQUIRED,
  CHANGES_MESSAGE_REQUIRED,
  SIGNATURE_REQUIRED,
} from '../../domain/hub/hub-approval'
import {
  ESTIMATE_ALREADY_APPROVED,
  ESTIMATE_UPDATED_MESSAGE,
  HUB_NOT_FOUND,
} from '../../domain/hub/hub-api'
import type { Person } from '../../domain/crm/person'
import type { Estimate } from '../../domain/sales/estimate'
import { eq } from '../../domain/shared/condition'
import { estimateLines } from '../../domain/sales/estimate-document'
import { SESSION_COOKIE } from '../auth/session-cookie'
import { asClient, HUB_TEST_MAIL, hubCookieFor } from '../testing/hub-visitor'
import { NOW, useTestApp, type TestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

const folder = mkdtempSync(join(tmpdir(), 'groundwork-hub-pdf-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
let pdfCount = 0
const pdfText = (pdf: Buffer): string => {
  const file = join(folder, `hub-${pdfCount++}.pdf`)
  writeFileSync(file, pdf)
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
}

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36'
const CLIENT_IP = '203.0.113.42'

type Status = Estimate['status']

/**
 * A client with an e-mail address given three estimates (Sent, Open and Accepted, newest first in
 * that order), and another client with a Sent estimate.
 */
async function arrange(t: TestApp) {
  const withEstimate = t.seed.persons.filter(
    (p) =>
      typeof p.email === 'string' &&
      p.email !== '' &&
      t.seed.estimates.some((e) => e.client_person_id === p.id),
  )
  const [client, otherClient] = withEstimate as [Person, Person]
  const others = t.seed.estimates.find((e) => e.client_person_id === otherClient.id)!
  const [sent, open, accepted] = t.seed.estimates
    .filter((e) => e.client_person_id !== otherClient.id)
    .slice(0, 3)
    .sort((a, b) => b.created_at - a.created_at) as [Estimate, Estimate, Estimate]
  const statuses: [Estimate, Status][] = [
    [sent, 'Sent'],
    [open, 'Open'],
    [accepted, 'Accepted'],
  ]
  await t.store.transaction(async (tx) => {
    for (const [estimate, status] of statuses) {
      const row = await tx.get('estimates', estimate.id)
      await tx.update('estimates', { ...row!, status, client_person_id: client.id })
    }
    for (const row of await tx.findAll('estimates', eq('client_person_id', client.id))) {
      if (!statuses.some(([e]) => e.id === row.id))
        await tx.update('estimates', { ...row, status: 'Open' })
    }
    const row = await tx.get('estimates', others.id)
    await tx.update('estimates', { ...row!, status: 'Sent' })
  })
  const mine = { person: client }
  const cookie = await hubCookieFor(t, mine.person.id)
  return {
    client: mine.person,
    sent: { ...sent, status: 'Sent' as const },
    open,
    accepted: { ...accepted, status: 'Accepted' as const },
    others,
    cookie,
  }
}

describe.each(testBackends())('the client hub estimates on $name', (backend) => {
  const t = useTestApp(backend, { mail: HUB_TEST_MAIL })

  const hub = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.call(
      asClient(cookie, {
        method,
        url,
        payload,
        remoteAddress: CLIENT_IP,
        headers: { 'user-agent': CHROME_ANDROID },
      }),
    )

  it("lists the client's Sent and Accepted estimates only, newest first", async () => {
    const a = await arrange(t)
    const res = await hub(a.cookie, 'GET', '/api/hub/estimates')
    expect(res.status).toBe(200)
    expect(res.response.headers['cache-control']).toBe('no-store')
    expect(res.body.items).toEqual([
      {
        id: a.sent.id,
        number: `Estimate #${a.sent.id.slice(0, 8)}`,
        status: 'Sent',
        issued_at: a.sent.created_at,
        total_cents: estimateLines(a.sent).total_cents,
      },
      expect.objectContaining({ id: a.accepted.id, status: 'Accepted' }),
    ])
  })

  it("answers an estimate with the PDF's figures; another client's, an Open one or a bad id is 404", async () => {
    const a = await arrange(t)
    const res = await hub(a.cookie, 'GET', `/api/hub/estimates/${a.sent.id}`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      id: a.sent.id,
      number: `Estimate #${a.sent.id.slice(0, 8)}`,
      status: 'Sent',
      issued_at: a.sent.created_at,
      ...estimateLines(a.sent),
      notes: a.sent.notes,
      version: a.sent.version,
      approval: null,
      can_respond: true,
      pdf_url: `/api/hub/estimates/${a.sent.id}/pdf`,
    })
    for (const id of [a.others.id, a.open.id, 'not-an-id', crypto.randomUUID()]) {
      for (const url of [`/api/hub/estimates/${id}`, `/api/hub/estimates/${id}/pdf`]) {
        const refused = await hub(a.cookie, 'GET', url)
        expect(refused.status, url).toBe(404)
        expect(refused.body.error).toEqual({ code: 'NOT_FOUND', message: HUB_NOT_FOUND })
      }
    }
  })

  it('answers the PDF of an estimate of the client', async () => {
    const a = await arrange(t)
    const res = await hub(a.cookie, 'GET', `/api/hub/estimates/${a.sent.id}/pdf`)
    expect(res.status).toBe(200)
    expect(res.response.headers['content-type']).toBe('application/pdf')
    const text = pdfText(res.response.rawPayload)
    expect(text).toContain(`Estimate #${a.sent.id.slice(0, 8)}`)
    expect(text).toContain(a.client.name)
    expect(text).not.toContain('Approved by')
  })

  it('Approve: refuses a short name, no "I agree" and a stale version, then makes it Accepted once', async () => {
    const a = await arrange(t)
    const url = `/api/hub/estimates/${a.sent.id}/approve`
    const short = await hub(a.cookie, 'POST', url, {
      version: a.sent.version,
      name: ' A ',
      agree: true,
    })
    expect(short.status).toBe(400)
    expect(short.body.error.fields.name).toBe(SIGNATURE_REQUIRED)
    const disagree = await hub(a.cookie, 'POST', url, {
      version: a.sent.version,
      name: 'Dana Client',
      agree: false,
    })
    expect(disagree.status).toBe(400)
    expect(disagree.body.error.fields.agree).toBe(AGREEMENT_REQUIRED)
    // While the client reads it, the office takes it back, changes it and sends it again.
    const declined = await t.call({ method: 'POST', url: `/api/estimates/${a.sent.id}/decline` })
    const edited = await t.call({
      method: 'PATCH',
      url: `/api/estimates/${a.sent.id}`,
      payload: { notes: 'Mulch included', version: declined.body.version },
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    const resent = await t.call({ method: 'POST', url: `/api/estimates/${a.sent.id}/send` })
    expect(resent.status, JSON.stringify(resent.body)).toBe(200)
    const stale = await hub(a.cookie, 'POST', url, {
      version: a.sent.version,
      name: 'Dana Client',
      agree: true,
    })
    expect(stale.status).toBe(409)
    expect(stale.body.error.message).toBe(ESTIMATE_UPDATED_MESSAGE)
    const version = (await t.call({ method: 'GET', url: `/api/estimates/${a.sent.id}` })).body
      .version as number
    expect(version).toBe(a.sent.version + 3)

    const body = { version, name: '  Dana Q. Client ', agree: true }
    const approved = await hub(a.cookie, 'POST', url, body)
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    expect(approved.body).toMatchObject({
      status: 'Accepted',
      version: version + 1,
      approval: { name: 'Dana Q. Client', approved_at: NOW },
      can_respond: false,
    })
    const twice = await hub(a.cookie, 'POST', url, body)
    expect(twice.status).toBe(409)
    expect(twice.body.error.message).toBe(ESTIMATE_ALREADY_APPROVED)
    const again = await hub(a.cookie, 'POST', url, { ...body, version: version + 1 })
    expect(again.body.error.message).toBe(ESTIMATE_ALREADY_APPROVED)
    // Changes cannot be asked for an approved estimate either.
    const changes = await hub(a.cookie, 'POST', `/api/hub/estimates/${a.sent.id}/request-changes`, {
      version: version + 1,
      message: 'Actually, less mulch',
    })
    expect(changes.status).toBe(409)

    // The office: Accepted, with the status event and the approval on the History.
    const staff = await t.call({ method: 'GET', url: `/api/estimates/${a.sent.id}` })
    expect(staff.body.status).toBe('Accepted')
    const history = await t.call({ method: 'GET', url: `/api/estimates/${a.sent.id}/history` })
    const texts = history.body.items.map((e: { text: string }) => e.text)
    expect(texts, JSON.stringify(texts)).toContain('Accepted')
    expect(texts).toContain('Approved in the client hub by Dana Q. Client')
    const responses = await t.call({
      method: 'GET',
      url: `/api/estimates/${a.sent.id}/client-responses`,
    })
    expect(responses.body).toEqual({
      approval: {
        name: 'Dana Q. Client',
        approved_at: NOW,
        ip: CLIENT_IP,
        browser: 'Chrome on Android',
      },
      change_requests: [],
    })
    const audit = await t.call({ method: 'GET', url: '/api/audit-log?kind=hub-approve' })
    expect(audit.body.items).toHaveLength(1)
    expect(audit.body.items[0]).toMatchObject({
      actor: `Client: ${a.client.name}`,
      address: CLIENT_IP,
    })
    const notices = await t.call({ method: 'GET', url: '/api/notifications' })
    expect(notices.body.items[0]).toMatchObject({
      title: 'Estimate approved',
      link: `/sales/estimates/${a.sent.id}`,
    })
    expect(notices.body.items[0].body).toContain(a.client.name)

    // The approved PDF prints the signature, for the client and for the office.
    for (const pdf of [
      await hub(a.cookie, 'GET', `/api/hub/estimates/${a.sent.id}/pdf`),
      await t.call({ method: 'GET', url: `/api/estimates/${a.sent.id}/pdf` }),
    ]) {
      const text = pdfText(pdf.response.rawPayload)
      expect(text).toMatch(/Approved by Dana Q\. Client on Jan 14, 2026, \d+:30 [AP]M/)
      expect(text).toContain(`IP ${CLIENT_IP} \u00b7 Chrome on Android`)
    }
    // Still listed, now Accepted.
    const list = await hub(a.cookie, 'GET', '/api/hub/estimates')
    expect(list.body.items.find((e: { id: string }) => e.id === a.sent.id).status).toBe('Accepted')
  })

  it('Request changes: needs a message, sends the estimate back to Open and tells the office', async () => {
    const a = await arrange(t)
    const url = `/api/hub/estimates/${a.sent.id}/request-changes`
    const empty = await hub(a.cookie, 'POST', url, { version: a.sent.version, message: '   ' })
    expect(empty.status).toBe(400)
    expect(empty.body.error.fields.message).toBe(CHANGES_MESSAGE_REQUIRED)
    const res = await hub(a.cookie, 'POST', url, {
      version: a.sent.version,
      message: 'Please drop the hedge trimming.',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toMatchObject({ status: 'Open', can_respond: false, approval: null })
    // A double click: the estimate moved on.
    const twice = await hub(a.cookie, 'POST', url, { version: a.sent.version, message: 'Again' })
    expect(twice.status).toBe(409)
    expect(twice.body.error.message).toBe(ESTIMATE_UPDATED_MESSAGE)
    // Back with the office: not in the hub any more, Open in the app, the message shown.
    expect((await hub(a.cookie, 'GET', `/api/hub/estimates/${a.sent.id}`)).status).toBe(404)
    const staff = await t.call({ method: 'GET', url: `/api/estimates/${a.sent.id}` })
    expect(staff.body.status).toBe('Open')
    const responses = await t.call({
      method: 'GET',
      url: `/api/estimates/${a.sent.id}/client-responses`,
    })
    expect(responses.body).toEqual({
      approval: null,
      change_requests: [{ at: NOW, message: 'Please drop the hedge trimming.' }],
    })
    const audit = await t.call({ method: 'GET', url: '/api/audit-log?kind=hub-changes' })
    expect(audit.body.items[0].actor).toBe(`Client: ${a.client.name}`)
    const notices = await t.call({ method: 'GET', url: '/api/notifications' })
    expect(notices.body.items[0].title).toBe('Changes requested')
    expect(notices.body.items[0].body).toContain('Please drop the hedge trimming.')
  })

  it("refuses to answer another client's estimate (404) and an Open one (409)", async () => {
    const a = await arrange(t)
    const approve = { version: a.others.version, name: 'Dana Client', agree: true }
    for (const path of ['approve', 'request-changes']) {
      const res = await hub(a.cookie, 'POST', `/api/hub/estimates/${a.others.id}/${path}`, {})
      expect(res.status, path).toBe(404)
      expect(res.body.error.message).toBe(HUB_NOT_FOUND)
    }
    const open = await hub(a.cookie, 'POST', `/api/hub/estimates/${a.open.id}/approve`, {
      ...approve,
      version: a.open.version,
    })
    expect(open.status).toBe(409)
    expect(open.body.error.message).toBe(ESTIMATE_UPDATED_MESSAGE)
    const others = await t.call({ method: 'GET', url: `/api/estimates/${a.others.id}` })
    expect(others.body.status).toBe('Sent')
  })

  it('two approvals at the same moment make one approval', async () => {
    const a = await arrange(t)
    const second = await hubCookieFor(t, a.client.id)
    const body = { version: a.sent.version, name: 'Dana Client', agree: true }
    const url = `/api/hub/estimates/${a.sent.id}/approve`
    const answers = await Promise.all([
      hub(a.cookie, 'POST', url, body),
      hub(second, 'POST', url, body),
      hub(a.cookie, 'POST', url, body),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409])
    const rows = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM estimate_responses WHERE estimate_id = ${a.sent.id}`,
    )
    const count = (rows as unknown as { rows: { n: number }[] }).rows[0]!.n
    expect(count).toBe(1)
  })

  it('a staff session gets 401 on the hub routes, the hub cookie 401 on the staff route', async () => {
    const a = await arrange(t)
    const staff = { [SESSION_COOKIE]: t.cookies[SESSION_COOKIE]! }
    for (const [method, url] of [
      ['GET', '/api/hub/estimates'],
      ['GET', `/api/hub/estimates/${a.sent.id}`],
      ['GET', `/api/hub/estimates/${a.sent.id}/pdf`],
      ['POST', `/api/hub/estimates/${a.sent.id}/approve`],
      ['POST', `/api/hub/estimates/${a.sent.id}/request-changes`],
    ] as const) {
      const res = await t.call({ method, url, cookies: staff, payload: {} })
      expect(res.status, url).toBe(401)
    }
    const asHub = await hub(a.cookie, 'GET', `/api/estimates/${a.sent.id}/client-responses`)
    expect(asHub.status).toBe(401)
    expect((await t.call({ method: 'GET', url: `/api/estimates/${a.sent.id}` })).status).toBe(200)
  })
})
