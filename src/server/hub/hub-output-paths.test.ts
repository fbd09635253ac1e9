// Issue #31 section 1's "a test enumerates the hub's output paths": every route of the client hub's
// own API (api/hub/client/hub-client-routes.ts, whoever added it) has a line in HUB_PATHS below or
// this test fails. With sentinel texts planted where a client must never look (their jobs' internal
// notes and crew instructions, employees' names and pay, staff names, another client's name and
// records, the audit log, the records' History), every GET route is called as the client (each :id
// with every id its list answers) and no answer, JSON or PDF, holds a sentinel; every :id route
// answers another client's record with 404; and every route answers 401 without the hub cookie.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { hubClientRoutes } from '../../api/hub/client/hub-client-routes'
import { HUB_NOT_FOUND } from '../../domain/hub/hub-api'
import type { Row } from '../../api/shared/store'
import type { Person } from '../../domain/crm/person'
import { eq } from '../../domain/shared/condition'
import { asClient, HUB_TEST_MAIL, hubCookieFor } from '../testing/hub-visitor'
import { NOW, useTestApp, type TestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

/** The client's records a hub route's :id names. */
type ClientCollection = 'estimates' | 'invoices' | 'jobs'

/**
 * Every hub route: what its :id names and which hub list answers the client's own ids of it; null
 * for a route without :id. A route of hubClientRoutes missing here fails the first test. `otherId`:
 * what another client's id answers when it is not 404, and why.
 */
const HUB_PATHS: Record<
  string,
  { collection: ClientCollection; list: string; otherId?: { status: number; why: string } } | null
> = {
  'GET /api/hub/estimates': null,
  'GET /api/hub/estimates/:id': { collection: 'estimates', list: '/api/hub/estimates' },
  'GET /api/hub/estimates/:id/pdf': { collection: 'estimates', list: '/api/hub/estimates' },
  'POST /api/hub/estimates/:id/approve': { collection: 'estimates', list: '/api/hub/estimates' },
  'POST /api/hub/estimates/:id/request-changes': {
    collection: 'estimates',
    list: '/api/hub/estimates',
  },
  'GET /api/hub/invoices': null,
  'GET /api/hub/invoices/:id': { collection: 'invoices', list: '/api/hub/invoices' },
  'GET /api/hub/invoices/:id/pdf': { collection: 'invoices', list: '/api/hub/invoices' },
  'POST /api/hub/invoices/:id/pay': {
    collection: 'invoices',
    list: '/api/hub/invoices',
    otherId: {
      status: 409,
      why: 'without Stripe keys (this app) Pay online answers 409 whatever the id; with them, 404 (hub-billing-http.test.ts)',
    },
  },
  'GET /api/hub/visits': null,
  'POST /api/hub/visits/:id/confirm': { collection: 'jobs', list: '/api/hub/visits' },
  'POST /api/hub/work-requests': null,
}

const SENTINEL = 'Zqxsentinel'
const SECRET_RATE = 4321.09
const FORBIDDEN = [SENTINEL, '4321.09', '4,321.09']

const DAY_MS = 24 * 60 * 60 * 1000
const keyOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`

const folder = mkdtempSync(join(tmpdir(), 'groundwork-hub-paths-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
let pdfCount = 0
const pdfText = (pdf: Buffer): string => {
  const file = join(folder, `hub-${pdfCount++}.pdf`)
  writeFileSync(file, pdf)
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
}

/**
 * A client with an e-mail address given records of every kind the hub shows (two estimates, Sent
 * and Accepted; two invoices, Unpaid and Paid; a Scheduled visit next week with a crew), another
 * client with the same, and sentinels wherever this client must not look.
 */
async function arrange(t: TestApp) {
  const withEmail = t.seed.persons.filter((p) => typeof p.email === 'string' && p.email !== '')
  const [client, other] = withEmail as [Person, Person]
  const give = async (
    collection: ClientCollection,
    personId: string,
    changes: Record<string, unknown>[],
    taken: Set<string>,
  ) => {
    const rows = t.seed[collection] as unknown as Row[]
    const free = rows.filter((r) => !taken.has(r.id))
    for (const [i, change] of changes.entries()) {
      const row = free[i]!
      taken.add(row.id)
      await t.store.transaction(async (tx) => {
        const stored = await tx.get(collection, row.id)
        await tx.update(collection, { ...stored!, ...change, client_person_id: personId })
      })
    }
  }
  const crew = t.seed.crews[0]!
  const taken = new Set<string>()
  for (const person of [client, other]) {
    await give('estimates', person.id, [{ status: 'Sent' }, { status: 'Accepted' }], taken)
    await give('invoices', person.id, [{ status: 'Unpaid' }, { status: 'Paid' }], taken)
    await give(
      'jobs',
      person.id,
      [{ status: 'Scheduled', date: NOW + 7 * DAY_MS, assigned_crew_id: crew.id }],
      taken,
    )
  }
  await t.store.transaction(async (tx) => {
    // Internal notes of the client's own jobs, and every record of the other client.
    for (const job of await tx.findAll('jobs', eq('client_person_id', client.id)))
      await tx.update('jobs', {
        ...job,
        notes: `${SENTINEL} job notes`,
        crew_instructions: `${SENTINEL} gate code`,
      })
    const theirs = await tx.get('persons', other.id)
    await tx.update('persons', { ...theirs!, name: `${SENTINEL} Other Client` })
    for (const collection of ['estimates', 'jobs'] as const) {
      for (const row of await tx.findAll(collection, eq('client_person_id', other.id)))
        await tx.update(collection, { ...row, notes: `${SENTINEL} other's ${collection}` })
    }
    // Staff: employees' names and pay, the users' names.
    for (const employee of t.seed.employees) {
      const row = await tx.get('employees', employee.id)
      await tx.update('employees', {
        ...row!,
        name: `${SENTINEL} Employee`,
        hourly_rate: SECRET_RATE,
      })
    }
    for (const user of t.seed.users) {
      const row = await tx.get('users', user.id)
      await tx.update('users', { ...row!, name: `${SENTINEL} User` })
    }
    // A note about the client, the audit log and the History of their records.
    await tx.insert('person-notes', {
      id: crypto.randomUUID(),
      person_id: client.id,
      text: `${SENTINEL} person note`,
      created_at: NOW,
      version: 1,
    })
    await tx.audit!.record({
      id: crypto.randomUUID(),
      at: NOW,
      user_id: null,
      actor: `${SENTINEL} actor`,
      kind: 'hub-link',
      summary: `${SENTINEL} audit entry about ${client.name}`,
      address: null,
    })
    for (const collection of ['estimates', 'invoices', 'jobs'] as const) {
      for (const row of await tx.findAll(collection, eq('client_person_id', client.id)))
        await tx.events!.add({
          collection,
          record_id: row.id,
          kind: 'note',
          text: `${SENTINEL} history`,
          field: null,
        })
    }
  })
  return { client, other, cookie: await hubCookieFor(t, client.id) }
}

describe.each(testBackends())('every client hub output path on $name', (backend) => {
  const t = useTestApp(backend, { mail: HUB_TEST_MAIL })

  it('knows every hub route (and no route that is gone)', () => {
    const routes = hubClientRoutes.map(keyOf)
    expect(routes.length).toBeGreaterThan(0)
    const missing = routes.filter((key) => !(key in HUB_PATHS))
    expect(missing, 'hub routes without a line in HUB_PATHS').toEqual([])
    expect(Object.keys(HUB_PATHS).filter((key) => !routes.includes(key))).toEqual([])
    for (const key of routes)
      expect(HUB_PATHS[key] === null, key).toBe(!key.split(' ')[1]!.includes(':id'))
  })

  it('gives the client nothing of staff, other clients, internal notes or the audit log', async () => {
    const a = await arrange(t)
    const answers: { url: string; text: string }[] = []
    const get = async (url: string) => {
      const res = await t.app.inject(asClient(a.cookie, { method: 'GET', url }))
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200)
      const isPdf = res.headers['content-type'] === 'application/pdf'
      answers.push({ url, text: isPdf ? pdfText(res.rawPayload) : res.body })
      return res
    }
    for (const route of hubClientRoutes.filter((r) => r.method === 'GET')) {
      const target = HUB_PATHS[keyOf(route)]
      if (!target) {
        await get(route.path)
        continue
      }
      const list = JSON.parse((await get(target.list)).body) as { items: { id: string }[] }
      expect(list.items.length, `${target.list}: no ids to try ${route.path} with`).toBeGreaterThan(
        0,
      )
      for (const { id } of list.items) await get(route.path.replace(':id', id))
    }
    expect(answers.length).toBeGreaterThan(0)
    // The client's own name is there (the answers are about them), the sentinels never.
    expect(answers.some((a) => a.text.includes('Estimate #'))).toBe(true)
    for (const { url, text } of answers) {
      for (const word of FORBIDDEN) expect(text, `${url} shows ${word}`).not.toContain(word)
    }
  })

  it("answers another client's record with 404 on every :id route", async () => {
    const a = await arrange(t)
    for (const route of hubClientRoutes) {
      const target = HUB_PATHS[keyOf(route)]
      if (!target) continue
      const theirs = await t.store.read((tx) =>
        tx.findAll(target.collection, eq('client_person_id', a.other.id)),
      )
      expect(theirs.length, keyOf(route)).toBeGreaterThan(0)
      for (const row of theirs) {
        const res = await t.call(
          asClient(a.cookie, {
            method: route.method,
            url: route.path.replace(':id', row.id),
            ...(route.method === 'POST' ? { payload: {} } : {}),
          }),
        )
        expect(res.status, `${keyOf(route)} ${row.id}`).toBe(target.otherId?.status ?? 404)
        if (!target.otherId) expect(res.body.error.message).toBe(HUB_NOT_FOUND)
      }
    }
  })

  it('answers 401 on every hub route without the hub cookie', async () => {
    const a = await arrange(t)
    const id = (
      await t.store.read((tx) => tx.findAll('estimates', eq('client_person_id', a.client.id)))
    )[0]!.id
    for (const route of hubClientRoutes) {
      const res = await t.app.inject({
        method: route.method,
        url: route.path.replace(':id', id),
        cookies: {},
        ...(route.method === 'POST' ? { payload: {} } : {}),
      })
      expect(res.statusCode, keyOf(route)).toBe(401)
    }
  })
})
