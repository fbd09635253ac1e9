// The API contract both transports must honour, as requests in and responses out. The same suite
// runs against the browser-only demo (localStorage) and the server (Fastify + SQL), so the two
// cannot drift apart. Every transport under test holds generateSeed(CONTRACT_NOW) and runs on the
// fixed clock below, so responses can be compared exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateSeed, SEED_COUNTS, type SeedData } from '../domain/seed/seed'
import { localDayRange } from '../domain/shared/list-query'
import { FREE_PLAN } from '../domain/tools/plan'
import type { ApiRequest, ApiResponse, Transport } from '../web/data/transport'
import {
  useSeededTransport,
  SETUP_TIMEOUT,
  type ContractTransport,
  type MakeContractTransport,
} from './seeded-transport'

/** Monday 23 November 2026, 15:00 UTC: the one clock every transport under contract runs on. */
export const CONTRACT_NOW = Date.UTC(2026, 10, 23, 15, 0, 0)
export const contractClock = (): number => CONTRACT_NOW

/** Deterministic ids for created records, so two transports create identical rows. */
export function contractIds(): () => string {
  let n = 0
  return () => `c0ffee00-0000-4000-8000-${(++n).toString(16).padStart(12, '0')}`
}

export type { ContractTransport, MakeContractTransport } from './seeded-transport'

const seed: SeedData = generateSeed(CONTRACT_NOW)
const UNKNOWN_ID = 'deadbeef-0000-4000-8000-000000000000'
const MALFORMED_ID = 'not-a-uuid'

type Page = { items: Record<string, unknown>[]; total: number; next_cursor: string | null }
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

/** The small request helpers every test uses, bound to one transport. */
export function client(getTransport: () => Transport) {
  const send = (req: ApiRequest): Promise<ApiResponse> => getTransport()(req)
  return {
    send,
    get: (path: string, query?: ApiRequest['query']) => send({ method: 'GET', path, query }),
    post: (path: string, body?: unknown) => send({ method: 'POST', path, body }),
    patch: (path: string, body: unknown) => send({ method: 'PATCH', path, body }),
    del: (path: string) => send({ method: 'DELETE', path }),
    /** A list page, asserting 200. */
    async list(path: string, query?: ApiRequest['query']): Promise<Page> {
      const res = await send({ method: 'GET', path, query })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body as Page
    },
    /** Every row of a list, walking the cursor. */
    async all(path: string, query: ApiRequest['query'] = {}): Promise<Record<string, unknown>[]> {
      const rows: Record<string, unknown>[] = []
      let cursor: string | undefined
      for (let guard = 0; guard < 100; guard++) {
        const page = await this.list(path, { ...query, limit: 200, cursor })
        rows.push(...page.items)
        if (!page.next_cursor) return rows
        cursor = page.next_cursor
      }
      throw new Error(`paging ${path} did not end`)
    },
    async total(path: string, query?: ApiRequest['query']): Promise<number> {
      return (await this.list(path, { ...query, limit: 1 })).total
    },
    async one(path: string): Promise<Record<string, unknown>> {
      const res = await send({ method: 'GET', path })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body as Record<string, unknown>
    },
  }
}

const ids = (rows: readonly { id?: unknown }[]) => rows.map((r) => r.id)
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

function expectError(res: ApiResponse, status: number, code: string): ErrorBody['error'] {
  expect(res.status, JSON.stringify(res.body)).toBe(status)
  const body = res.body as ErrorBody
  expect(body.error.code).toBe(code)
  expect(typeof body.error.message).toBe('string')
  return body.error
}

/** Seed rows the tests lean on, found by their documented shape rather than by position. */
const fixtures = {
  personWithJobs: () => {
    const person = seed.persons.find((p) => seed.jobs.some((j) => j.client_person_id === p.id))
    if (!person) throw new Error('seed has no person with jobs')
    return person
  },
  jobWithWorkOrdersAndInvoices: () => {
    const job = seed.jobs.find(
      (j) =>
        seed['work-orders'].some((w) => w.job_id === j.id) &&
        seed.invoices.some((i) => i.job_id === j.id),
    )
    if (!job) throw new Error('seed has no job with work orders and invoices')
    return job
  },
  partlyPaidInvoice: () => {
    const invoice = seed.invoices.find(
      (i) => i.status === 'Unpaid' && seed.payments.some((p) => p.invoice_id === i.id),
    )
    if (!invoice) throw new Error('seed has no part-paid invoice')
    const paid = seed.payments
      .filter((p) => p.invoice_id === invoice.id)
      .reduce((s, p) => s + p.amount, 0)
    return { invoice, balance: Math.round((invoice.amount - paid) * 100) / 100 }
  },
  invoiceWithoutPayments: () => {
    const invoice = seed.invoices.find((i) => !seed.payments.some((p) => p.invoice_id === i.id))
    if (!invoice) throw new Error('seed has no invoice without payments')
    return invoice
  },
  estimate: (status: 'Open' | 'Sent' | 'Accepted') => {
    const estimate = seed.estimates.find((e) => e.status === status)
    if (!estimate) throw new Error(`seed has no ${status} estimate`)
    return estimate
  },
  jobWithoutCrew: () => {
    const job = seed.jobs.find((j) => j.assigned_crew_id === null)
    if (!job) throw new Error('seed has no job without a crew')
    return job
  },
  jobWithCrew: () => {
    const job = seed.jobs.find((j) => j.assigned_crew_id !== null)
    if (!job) throw new Error('seed has no job with a crew')
    return job
  },
}

/** Registers the contract tests for one transport. */
export function defineApiContract(name: string, makeTransport: MakeContractTransport): void {
  describe(`API contract: ${name}`, () => {
    const api = client(useSeededTransport(makeTransport))

    describe('lists', () => {
      it('lists the 20 seeded persons, sorted by name', async () => {
        const page = await api.list('/api/persons')
        expect(page.total).toBe(20)
        expect(page.items).toHaveLength(20)
        expect(page.next_cursor).toBeNull()
        const expected = [...seed.persons]
          .sort((a, b) => byText(a.name.toLowerCase(), b.name.toLowerCase()) || byText(a.id, b.id))
          .map((p) => p.id)
        expect(ids(page.items)).toEqual(expected)
      })

      it('searches case-insensitively with q', async () => {
        for (const q of ['GARC', 'garc', 'Garc']) {
          const page = await api.list('/api/persons', { q })
          expect(page.items.map((p) => p.name)).toEqual(['Maria Garcia'])
          expect(page.total).toBe(1)
        }
        expect((await api.list('/api/persons', { q: 'no such person zzz' })).total).toBe(0)
      })

      it('walks every row exactly once with limit and next_cursor', async () => {
        const full = await api.list('/api/persons')
        const seen: unknown[] = []
        let cursor: string | undefined
        let pages = 0
        for (;;) {
          const page = await api.list('/api/persons', { limit: 7, cursor })
          expect(page.total).toBe(20)
          expect(page.items.length).toBeLessThanOrEqual(7)
          seen.push(...ids(page.items))
          pages++
          if (!page.next_cursor) break
          cursor = page.next_cursor
          expect(pages).toBeLessThan(10)
        }
        expect(pages).toBe(3)
        expect(seen).toEqual(ids(full.items))
        expect(new Set(seen).size).toBe(20)
      })

      it('reads the records named by ids= in one list, leaving out the missing ones', async () => {
        const wanted = [seed.persons[4]!, seed.persons[0]!, seed.persons[11]!]
        const page = await api.list('/api/persons', {
          ids: [...wanted.map((p) => p.id), UNKNOWN_ID].join(','),
        })
        expect(page.total).toBe(3)
        expect(new Set(ids(page.items))).toEqual(new Set(wanted.map((p) => p.id)))
        // It narrows the other conditions, it does not replace them.
        const jobs = await api.list('/api/jobs', {
          ids: seed.jobs.map((j) => j.id).join(','),
          status: 'Done',
        })
        expect(jobs.total).toBe(seed.jobs.filter((j) => j.status === 'Done').length)
        for (const bad of [`${seed.persons[0]!.id},${MALFORMED_ID}`, '', ',']) {
          const res = await api.get('/api/persons', { ids: bad })
          expect(res.status, bad).toBe(400)
          expect((res.body as ErrorBody).error.code).toBe('VALIDATION')
        }
        const tooMany = Array.from({ length: 201 }, () => UNKNOWN_ID).join(',')
        expect((await api.get('/api/persons', { ids: tooMany })).status).toBe(400)
      })

      it('pages with a sort other than the default', async () => {
        const full = await api.list('/api/jobs', { sort: 'newest' })
        const walked: unknown[] = []
        let cursor: string | undefined
        do {
          const page = await api.list('/api/jobs', { sort: 'newest', limit: 5, cursor })
          walked.push(...ids(page.items))
          cursor = page.next_cursor ?? undefined
        } while (cursor)
        expect(walked).toEqual(ids(full.items))
        const created = full.items.map((j) => j.created_at as number)
        expect(created).toEqual([...created].sort((a, b) => b - a))
      })

      it.each([
        [
          '/api/jobs',
          { filter: 'today', tz: 0 },
          () => {
            const { start, end } = localDayRange(CONTRACT_NOW, 0)
            return seed.jobs.filter((j) => j.date >= start && j.date < end)
          },
        ],
        [
          '/api/invoices',
          { filter: 'overdue' },
          () => seed.invoices.filter((i) => i.status === 'Overdue'),
        ],
        [
          '/api/estimates',
          { filter: 'open' },
          () => seed.estimates.filter((e) => e.status === 'Open'),
        ],
        ['/api/crews', { filter: 'active' }, () => seed.crews.filter((c) => c.on_site_now)],
        ['/api/messages', { filter: 'unread' }, () => seed.messages.filter((m) => m.unread)],
      ] as const)('GET %s with %o gives the matching seed rows', async (path, query, expected) => {
        const page = await api.list(path, query)
        const want = expected()
        expect(want.length).toBeGreaterThan(0)
        expect(page.total).toBe(want.length)
        expect([...ids(page.items)].sort()).toEqual(ids(want).sort())
      })

      it('has the dashboard counts of the seed: 4 jobs today, 3 overdue invoices, 2 active crews, 3 unread', async () => {
        expect((await api.list('/api/jobs', { filter: 'today', tz: 0 })).total).toBe(4)
        expect((await api.list('/api/invoices', { filter: 'overdue' })).total).toBe(3)
        expect((await api.list('/api/crews', { filter: 'active' })).total).toBe(2)
        expect((await api.list('/api/messages', { filter: 'unread' })).total).toBe(3)
      })

      it('matches exact-match fields', async () => {
        const person = fixtures.personWithJobs()
        const page = await api.list('/api/jobs', { client_person_id: person.id })
        const want = seed.jobs.filter((j) => j.client_person_id === person.id)
        expect(page.total).toBe(want.length)
        expect([...ids(page.items)].sort()).toEqual(ids(want).sort())
        const scheduled = await api.list('/api/jobs', { status: 'Scheduled' })
        expect(scheduled.total).toBe(seed.jobs.filter((j) => j.status === 'Scheduled').length)
        expect(scheduled.items.every((j) => j.status === 'Scheduled')).toBe(true)
        const insured = await api.list('/api/contractors', { insurance_on_file: true })
        expect(insured.total).toBe(seed.contractors.filter((c) => c.insurance_on_file).length)
      })

      it.each([
        ['/api/persons', { limit: 0 }, 'limit'],
        ['/api/persons', { limit: 201 }, 'limit'],
        ['/api/persons', { limit: 'ten' }, 'limit'],
        ['/api/persons', { colour: 'red' }, null],
        ['/api/jobs', { filter: 'someday' }, 'filter'],
        ['/api/persons', { filter: 'today' }, 'filter'],
        ['/api/jobs', { sort: 'sideways' }, 'sort'],
        ['/api/jobs', { client_person_id: MALFORMED_ID }, 'client_person_id'],
        ['/api/persons', { cursor: 'garbage' }, 'cursor'],
      ] as const)('GET %s with %o is a 400 VALIDATION', async (path, query, field) => {
        const error = expectError(await api.get(path, query), 400, 'VALIDATION')
        if (field) expect(error.fields?.[field]).toBeTruthy()
      })
    })

    describe('one record', () => {
      it('gets a person by id', async () => {
        const person = seed.persons[3]
        if (!person) throw new Error('seed too small')
        expect(await api.one(`/api/persons/${person.id}`)).toEqual(person)
      })

      it.each([
        ['persons', 'Person'],
        ['jobs', 'Job'],
        ['invoices', 'Invoice'],
        ['estimates', 'Estimate'],
        ['leads', 'Lead'],
        ['companies', 'Company'],
        ['employees', 'Employee'],
      ])(
        'an unknown or malformed id in /api/%s is 404 "%s not found"',
        async (collection, label) => {
          for (const id of [UNKNOWN_ID, MALFORMED_ID]) {
            const res = await api.get(`/api/${collection}/${id}`)
            expect(res.status).toBe(404)
            expect(res.body).toEqual({
              error: { code: 'NOT_FOUND', message: `${label} not found` },
            })
          }
          for (const res of [
            await api.patch(`/api/${collection}/${UNKNOWN_ID}`, {}),
            await api.del(`/api/${collection}/${MALFORMED_ID}`),
          ]) {
            expect(res.body).toEqual({
              error: { code: 'NOT_FOUND', message: `${label} not found` },
            })
          }
        },
      )

      it('reads an id in any case as the lower-case id, and stores ids in lower case', async () => {
        const person = seed.persons[3]
        const crew = seed.crews[0]
        if (!person || !crew) throw new Error('seed too small')
        expect(await api.one(`/api/persons/${person.id.toUpperCase()}`)).toEqual(person)
        const created = await api.post('/api/jobs', {
          title: 'Case check',
          client_person_id: person.id.toUpperCase(),
          address: '1 Main St',
          date: CONTRACT_NOW,
          assigned_crew_id: crew.id.toUpperCase(),
        })
        expect(created.status, JSON.stringify(created.body)).toBe(201)
        expect(created.body).toMatchObject({
          client_person_id: person.id,
          assigned_crew_id: crew.id,
        })
        const page = await api.list('/api/jobs', { client_person_id: person.id.toUpperCase() })
        expect(page.items.map((j) => j.id)).toContain((created.body as { id: string }).id)
      })

      it('refuses text no store can keep (NUL, unpaired surrogates) in a body or a query', async () => {
        for (const name of ['Ada\u0000', 'Ada \uD800']) {
          const res = await api.post('/api/persons', { name, email: 'ada@example.com' })
          expectError(res, 400, 'VALIDATION')
          expect((res.body as ErrorBody).error.fields).toHaveProperty('name')
        }
        expectError(await api.get('/api/persons', { q: 'a\u0000' }), 400, 'VALIDATION')
        expect(await api.total('/api/persons')).toBe(SEED_COUNTS.persons)
      })

      it('does not change the crew through a job edit (the crew commands keep its rules)', async () => {
        const job = fixtures.jobWithCrew()
        const other = seed.crews.find((c) => c.id !== job.assigned_crew_id)
        if (!other) throw new Error('seed too small')
        const res = await api.patch(`/api/jobs/${job.id}`, { assigned_crew_id: other.id })
        expectError(res, 400, 'VALIDATION')
        expect(await api.one(`/api/jobs/${job.id}`)).toMatchObject({
          assigned_crew_id: job.assigned_crew_id,
          version: job.version,
        })
      })

      it('creates a person (201), splitting the tags text', async () => {
        const res = await api.post('/api/persons', {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          phone: '(512) 555-0100',
          tags: 'Residential, , VIP',
        })
        expect(res.status, JSON.stringify(res.body)).toBe(201)
        const created = res.body as Record<string, unknown>
        expect(created).toMatchObject({
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          tags: ['Residential', 'VIP'],
          location: '',
          created_at: CONTRACT_NOW,
          last_activity_at: CONTRACT_NOW,
          version: 1,
        })
        expect(created.id).toMatch(/^[0-9a-f-]{36}$/)
        expect(await api.one(`/api/persons/${String(created.id)}`)).toEqual(created)
        expect(await api.total('/api/persons')).toBe(21)
      })

      it('refuses a person without an email: 400 VALIDATION with fields.email, nothing stored', async () => {
        const error = expectError(
          await api.post('/api/persons', { name: 'No Mail' }),
          400,
          'VALIDATION',
        )
        expect(error.fields?.email).toBeTruthy()
        expect(await api.total('/api/persons')).toBe(20)
      })

      it('refuses unknown fields in a body', async () => {
        const error = expectError(
          await api.post('/api/persons', { name: 'X', email: 'x@example.com', shoe_size: 44 }),
          400,
          'VALIDATION',
        )
        expect(error.message).toBeTruthy()
        expect(await api.total('/api/persons')).toBe(20)
      })

      it('patches with a version and refuses a stale one (409 CONFLICT, unchanged)', async () => {
        const person = seed.persons[0]
        if (!person) throw new Error('seed too small')
        const path = `/api/persons/${person.id}`
        const first = await api.patch(path, { name: 'Maria G. Garcia', version: 1 })
        expect(first.status, JSON.stringify(first.body)).toBe(200)
        expect(first.body).toMatchObject({
          name: 'Maria G. Garcia',
          version: 2,
          email: person.email,
        })
        const stale = expectError(
          await api.patch(path, { name: 'Stale Edit', version: 1 }),
          409,
          'CONFLICT',
        )
        // The UI shows this message as it is (issue #8).
        expect(stale.message).toBe('This record was changed by someone else: reload and try again')
        expect(await api.one(path)).toMatchObject({ name: 'Maria G. Garcia', version: 2 })
        // Without a version the edit is last-write-wins.
        const blind = await api.patch(path, { phone: '(512) 555-9999' })
        expect(blind.body).toMatchObject({ phone: '(512) 555-9999', version: 3 })
      })

      it('refuses to delete a person who still has jobs (409, unchanged)', async () => {
        const person = fixtures.personWithJobs()
        const before = await api.one(`/api/persons/${person.id}`)
        expectError(await api.del(`/api/persons/${person.id}`), 409, 'CONFLICT')
        expect(await api.one(`/api/persons/${person.id}`)).toEqual(before)
        expect(await api.total('/api/persons')).toBe(20)
        expect(await api.total('/api/jobs')).toBe(SEED_COUNTS.jobs)
      })

      it('deletes a job: its work orders go, its invoices and media keep their rows with job_id null', async () => {
        const job = fixtures.jobWithWorkOrdersAndInvoices()
        const workOrders = seed['work-orders'].filter((w) => w.job_id === job.id)
        const invoices = seed.invoices.filter((i) => i.job_id === job.id)
        const res = await api.del(`/api/jobs/${job.id}`)
        expect(res.status, JSON.stringify(res.body)).toBe(204)
        expect(res.body).toBeNull()
        expect((await api.get(`/api/jobs/${job.id}`)).status).toBe(404)
        expect(await api.total('/api/work-orders', { job_id: job.id })).toBe(0)
        expect(await api.total('/api/work-orders')).toBe(
          SEED_COUNTS['work-orders'] - workOrders.length,
        )
        expect(await api.total('/api/invoices')).toBe(SEED_COUNTS.invoices)
        for (const invoice of invoices) {
          expect(await api.one(`/api/invoices/${invoice.id}`)).toMatchObject({
            job_id: null,
            version: 2,
          })
        }
        expect(await api.total('/api/media', { job_id: job.id })).toBe(0)
        expect(await api.total('/api/media')).toBe(SEED_COUNTS.media)
      })

      it('deleting an employee takes them out of their crews', async () => {
        const crew = seed.crews.find((c) => c.members.length > 1)
        const employeeId = crew?.members[0]
        if (!crew || !employeeId) throw new Error('seed has no crew with members')
        expect((await api.del(`/api/employees/${employeeId}`)).status).toBe(204)
        const after = await api.one(`/api/crews/${crew.id}`)
        expect(after.members).toEqual(crew.members.filter((m) => m !== employeeId))
      })
    })

    describe('commands', () => {
      it('mark-paid makes the invoice Paid with one Card payment of the balance; a second call is 409', async () => {
        const { invoice, balance } = fixtures.partlyPaidInvoice()
        const paymentsBefore = await api.total('/api/payments')
        const res = await api.post(`/api/invoices/${invoice.id}/mark-paid`)
        expect(res.status, JSON.stringify(res.body)).toBe(200)
        const body = res.body as {
          invoice: Record<string, unknown>
          payment: Record<string, unknown>
        }
        expect(body.invoice).toMatchObject({
          id: invoice.id,
          status: 'Paid',
          version: invoice.version + 1,
        })
        expect(body.payment).toMatchObject({
          invoice_id: invoice.id,
          method: 'Card',
          amount: balance,
          date: CONTRACT_NOW,
          version: 1,
        })
        expect(await api.one(`/api/invoices/${invoice.id}`)).toEqual(body.invoice)
        expect(await api.total('/api/payments')).toBe(paymentsBefore + 1)
        const again = await api.post(`/api/invoices/${invoice.id}/mark-paid`)
        expectError(again, 409, 'INVALID_STATE')
        expect(await api.total('/api/payments')).toBe(paymentsBefore + 1)
      })

      it('refuses a payment above the balance (409) and stores nothing', async () => {
        const { invoice, balance } = fixtures.partlyPaidInvoice()
        const before = await api.one(`/api/invoices/${invoice.id}`)
        const res = await api.post('/api/payments', {
          invoice_id: invoice.id,
          method: 'ACH',
          amount: balance + 0.01,
        })
        expectError(res, 409, 'INVALID_STATE')
        expect(await api.total('/api/payments')).toBe(SEED_COUNTS.payments)
        expect(await api.one(`/api/invoices/${invoice.id}`)).toEqual(before)
      })

      it('records a payment that covers the balance and marks the invoice Paid', async () => {
        const { invoice, balance } = fixtures.partlyPaidInvoice()
        const res = await api.post('/api/payments', {
          invoice_id: invoice.id,
          method: 'ACH',
          amount: balance,
        })
        expect(res.status, JSON.stringify(res.body)).toBe(201)
        expect(res.body).toMatchObject({
          invoice_id: invoice.id,
          method: 'ACH',
          amount: balance,
          date: CONTRACT_NOW,
        })
        expect(await api.one(`/api/invoices/${invoice.id}`)).toMatchObject({ status: 'Paid' })
      })

      it('takes an estimate Open -> Sent -> Accepted -> converted to a Scheduled job', async () => {
        const estimate = fixtures.estimate('Open')
        const path = `/api/estimates/${estimate.id}`
        const sent = await api.post(`${path}/send`)
        expect(sent.status, JSON.stringify(sent.body)).toBe(200)
        expect(sent.body).toMatchObject({ status: 'Sent', version: estimate.version + 1 })
        const accepted = await api.post(`${path}/accept`)
        expect(accepted.body).toMatchObject({ status: 'Accepted', version: estimate.version + 2 })
        const converted = await api.post(`${path}/convert`)
        expect(converted.status, JSON.stringify(converted.body)).toBe(201)
        const client = seed.persons.find((p) => p.id === estimate.client_person_id)
        const job = converted.body as Record<string, unknown>
        expect(job).toMatchObject({
          title: `Job from Estimate #${estimate.id.slice(0, 6)}`,
          client_person_id: estimate.client_person_id,
          address: client?.email ?? 'TBD',
          status: 'Scheduled',
          assigned_crew_id: null,
          photos: [],
          date: CONTRACT_NOW,
          version: 1,
        })
        expect(await api.one(`/api/jobs/${String(job.id)}`)).toEqual(job)
        expect(await api.one(path)).toMatchObject({ status: 'Accepted' })
        expect(await api.total('/api/jobs')).toBe(SEED_COUNTS.jobs + 1)
      })

      it('refuses estimate transitions that do not apply (409 INVALID_STATE)', async () => {
        const open = fixtures.estimate('Open')
        const sent = fixtures.estimate('Sent')
        expectError(await api.post(`/api/estimates/${open.id}/accept`), 409, 'INVALID_STATE')
        expectError(await api.post(`/api/estimates/${open.id}/decline`), 409, 'INVALID_STATE')
        expectError(await api.post(`/api/estimates/${open.id}/convert`), 409, 'INVALID_STATE')
        expectError(await api.post(`/api/estimates/${sent.id}/send`), 409, 'INVALID_STATE')
        expectError(await api.post(`/api/estimates/${sent.id}/convert`), 409, 'INVALID_STATE')
        const declined = await api.post(`/api/estimates/${sent.id}/decline`)
        expect(declined.body).toMatchObject({ status: 'Open' })
        expect(await api.one(`/api/estimates/${open.id}`)).toMatchObject({
          status: 'Open',
          version: open.version,
        })
        expect(await api.total('/api/jobs')).toBe(SEED_COUNTS.jobs)
      })

      it('assigns a crew only while none is assigned', async () => {
        const job = fixtures.jobWithoutCrew()
        const crew = seed.crews[1]
        if (!crew) throw new Error('seed too small')
        const res = await api.post(`/api/jobs/${job.id}/assign-crew`, { crew_id: crew.id })
        expect(res.status, JSON.stringify(res.body)).toBe(200)
        expect(res.body).toMatchObject({
          id: job.id,
          assigned_crew_id: crew.id,
          version: job.version + 1,
        })
        expectError(
          await api.post(`/api/jobs/${job.id}/assign-crew`, { crew_id: crew.id }),
          409,
          'INVALID_STATE',
        )
        const busy = fixtures.jobWithCrew()
        expectError(
          await api.post(`/api/jobs/${busy.id}/assign-crew`, { crew_id: crew.id }),
          409,
          'INVALID_STATE',
        )
        const other = seed.jobs.filter((j) => j.assigned_crew_id === null)[1]
        if (other) {
          const error = expectError(
            await api.post(`/api/jobs/${other.id}/assign-crew`, { crew_id: UNKNOWN_ID }),
            400,
            'VALIDATION',
          )
          expect(error.fields?.crew_id).toBeTruthy()
        }
      })

      it("numbers a new invoice 'INV-' + 4 digits, and numbers stay unique after a delete", async () => {
        const person = seed.persons[0]
        if (!person) throw new Error('seed too small')
        const body = {
          client_person_id: person.id,
          amount: 125.5,
          due_date: CONTRACT_NOW + 14 * 86_400_000,
        }
        const first = await api.post('/api/invoices', body)
        expect(first.status, JSON.stringify(first.body)).toBe(201)
        expect(first.body).toMatchObject({
          number: 'INV-0013',
          status: 'Pending',
          job_id: null,
          amount: 125.5,
        })
        const removable = fixtures.invoiceWithoutPayments()
        expect((await api.del(`/api/invoices/${removable.id}`)).status).toBe(204)
        const second = await api.post('/api/invoices', body)
        expect(second.status).toBe(201)
        const number = (second.body as { number: string }).number
        expect(number).toMatch(/^INV-\d{4}$/)
        const numbers = (await api.all('/api/invoices')).map((i) => i.number)
        expect(numbers).toHaveLength(SEED_COUNTS.invoices + 1)
        expect(new Set(numbers).size).toBe(numbers.length)
      })

      it('refuses to delete an invoice that has payments', async () => {
        const { invoice } = fixtures.partlyPaidInvoice()
        expectError(await api.del(`/api/invoices/${invoice.id}`), 409, 'CONFLICT')
        expect(await api.total('/api/invoices')).toBe(SEED_COUNTS.invoices)
      })

      it('refuses a reference to a missing record (400 VALIDATION on the field)', async () => {
        const error = expectError(
          await api.post('/api/jobs', {
            title: 'Orphan',
            client_person_id: UNKNOWN_ID,
            address: '1 Nowhere Rd',
            date: CONTRACT_NOW,
          }),
          400,
          'VALIDATION',
        )
        expect(error.fields?.client_person_id).toBeTruthy()
        expect(await api.total('/api/jobs')).toBe(SEED_COUNTS.jobs)
      })
    })

    describe('Idempotency-Key on payment-creating commands (issue #8)', () => {
      const withKey = (key: string, path: string, body?: unknown): ApiRequest => ({
        method: 'POST',
        path,
        body,
        headers: { 'Idempotency-Key': key },
      })

      it('answers a retried mark-paid with the first response and records one payment', async () => {
        const { invoice } = fixtures.partlyPaidInvoice()
        const path = `/api/invoices/${invoice.id}/mark-paid`
        const first = await api.send(withKey('mark-paid-retry-1', path))
        expect(first.status, JSON.stringify(first.body)).toBe(200)
        const retried = await api.send(withKey('mark-paid-retry-1', path))
        expect(retried).toEqual(first)
        expect(await api.total('/api/payments')).toBe(SEED_COUNTS.payments + 1)
        // Without the key the retry is a new request: the invoice is Paid already.
        expectError(await api.post(path), 409, 'INVALID_STATE')
      })

      it('answers a retried payment with the first response, whatever the key order of the body', async () => {
        const { invoice } = fixtures.partlyPaidInvoice()
        const body = { invoice_id: invoice.id, method: 'ACH', amount: 1 }
        const first = await api.send(withKey('payment-retry-1', '/api/payments', body))
        expect(first.status, JSON.stringify(first.body)).toBe(201)
        const reordered = { amount: 1, method: 'ACH', invoice_id: invoice.id }
        const retried = await api.send(withKey('payment-retry-1', '/api/payments', reordered))
        expect(retried).toEqual(first)
        expect(await api.total('/api/payments', { invoice_id: invoice.id })).toBe(
          seed.payments.filter((p) => p.invoice_id === invoice.id).length + 1,
        )
        // A new key is a new payment.
        const other = await api.send(withKey('payment-retry-2', '/api/payments', body))
        expect(other.status).toBe(201)
        expect((other.body as { id: string }).id).not.toBe((first.body as { id: string }).id)
      })

      it('refuses the same key with another body or on another route (409) and records nothing more', async () => {
        const { invoice } = fixtures.partlyPaidInvoice()
        const body = { invoice_id: invoice.id, method: 'ACH', amount: 1 }
        expect((await api.send(withKey('reused-key', '/api/payments', body))).status).toBe(201)
        const otherBody = await api.send(
          withKey('reused-key', '/api/payments', { ...body, amount: 2 }),
        )
        expect(expectError(otherBody, 409, 'CONFLICT').message).toBe(
          'This Idempotency-Key was already used for a different request: send a new key for a new action',
        )
        const otherRoute = await api.send(
          withKey('reused-key', `/api/invoices/${invoice.id}/mark-paid`),
        )
        expectError(otherRoute, 409, 'CONFLICT')
        expect(await api.total('/api/payments')).toBe(SEED_COUNTS.payments + 1)
        expect(await api.one(`/api/invoices/${invoice.id}`)).toMatchObject({ status: 'Unpaid' })
      })

      it('keeps no answer for a refused request: the same key may carry the corrected one', async () => {
        const { invoice, balance } = fixtures.partlyPaidInvoice()
        const tooMuch = { invoice_id: invoice.id, method: 'ACH', amount: balance + 1 }
        const refused = await api.send(withKey('corrected-key', '/api/payments', tooMuch))
        expectError(refused, 409, 'INVALID_STATE')
        const again = await api.send(withKey('corrected-key', '/api/payments', tooMuch))
        expectError(again, 409, 'INVALID_STATE')
        const fixed = { ...tooMuch, amount: balance }
        const paid = await api.send(withKey('corrected-key', '/api/payments', fixed))
        expect(paid.status, JSON.stringify(paid.body)).toBe(201)
        expect(await api.total('/api/payments')).toBe(SEED_COUNTS.payments + 1)
      })

      it('makes exactly one payment when requests with one key race', async () => {
        const { invoice } = fixtures.partlyPaidInvoice()
        const path = `/api/invoices/${invoice.id}/mark-paid`
        const results = await Promise.all(
          Array.from({ length: 10 }, () => api.send(withKey('raced-key', path))),
        )
        expect(results.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200))
        for (const r of results) expect(r.body).toEqual(results[0]?.body)
        expect(await api.total('/api/payments')).toBe(SEED_COUNTS.payments + 1)
      })

      it('refuses a malformed key (400) before doing anything', async () => {
        const { invoice } = fixtures.partlyPaidInvoice()
        const path = `/api/invoices/${invoice.id}/mark-paid`
        for (const key of ['', 'x'.repeat(201), 'has space']) {
          const res = await api.send(withKey(key, path))
          expect(expectError(res, 400, 'VALIDATION').message).toContain('Idempotency-Key')
        }
        expect(await api.total('/api/payments')).toBe(SEED_COUNTS.payments)
      })
    })

    describe('projects, billing and team (issue #5)', () => {
      const DAY = 86_400_000

      it('reassigns and unassigns a crew, refusing what does not apply', async () => {
        const job = fixtures.jobWithCrew()
        const other = seed.crews.find((c) => c.id !== job.assigned_crew_id)
        if (!other) throw new Error('seed has one crew only')
        const path = `/api/jobs/${job.id}`
        const moved = await api.post(`${path}/reassign-crew`, { crew_id: other.id })
        expect(moved.status, JSON.stringify(moved.body)).toBe(200)
        expect(moved.body).toMatchObject({ assigned_crew_id: other.id, version: job.version + 1 })
        expectError(
          await api.post(`${path}/reassign-crew`, { crew_id: other.id }),
          409,
          'INVALID_STATE',
        )
        const missing = expectError(
          await api.post(`${path}/reassign-crew`, { crew_id: UNKNOWN_ID }),
          400,
          'VALIDATION',
        )
        expect(missing.fields?.crew_id).toBeTruthy()
        const cleared = await api.post(`${path}/unassign-crew`)
        expect(cleared.body).toMatchObject({ assigned_crew_id: null, version: job.version + 2 })
        expectError(await api.post(`${path}/unassign-crew`), 409, 'INVALID_STATE')
        expectError(
          await api.post(`${path}/reassign-crew`, { crew_id: other.id }),
          409,
          'INVALID_STATE',
        )
        const again = await api.post(`${path}/assign-crew`, { crew_id: other.id })
        expect(again.body).toMatchObject({ assigned_crew_id: other.id, version: job.version + 3 })
        expect(await api.one(path)).toEqual(again.body)
        expectError(await api.post(`/api/jobs/${UNKNOWN_ID}/unassign-crew`), 404, 'NOT_FOUND')
      })

      it("answers the calendar with a week's jobs, earliest first, optionally of one crew", async () => {
        const from = Date.UTC(2026, 10, 22) // the Sunday of CONTRACT_NOW's week
        const to = from + 7 * DAY
        const inWeek = seed.jobs
          .filter((j) => j.date >= from && j.date < to)
          .sort((a, b) => a.date - b.date || byText(a.id, b.id))
        expect(inWeek.length).toBeGreaterThan(0)
        const res = await api.get('/api/calendar', { from, to })
        expect(res.status, JSON.stringify(res.body)).toBe(200)
        expect(ids((res.body as { items: { id: string }[] }).items)).toEqual(ids(inWeek))
        const crew = inWeek.find((j) => j.assigned_crew_id)?.assigned_crew_id
        if (!crew) throw new Error('no crew this week')
        const ofCrew = await api.get('/api/calendar', { from, to, crew_id: crew })
        expect(ids((ofCrew.body as { items: { id: string }[] }).items)).toEqual(
          ids(inWeek.filter((j) => j.assigned_crew_id === crew)),
        )
        const bad = expectError(
          await api.get('/api/calendar', { from: to, to: from }),
          400,
          'VALIDATION',
        )
        expect(bad.fields?.to).toBeTruthy()
        expectError(
          await api.get('/api/calendar', { from, to: from + 60 * DAY }),
          400,
          'VALIDATION',
        )
      })

      it('moves a job to another day with a versioned PATCH, and the calendar follows', async () => {
        const job = seed.jobs[0]
        if (!job) throw new Error('seed too small')
        const date = job.date + 2 * DAY
        const res = await api.patch(`/api/jobs/${job.id}`, { date, version: job.version })
        expect(res.body).toMatchObject({ date, version: job.version + 1 })
        expectError(
          await api.patch(`/api/jobs/${job.id}`, { date: job.date, version: job.version }),
          409,
          'CONFLICT',
        )
        const week = await api.get('/api/calendar', { from: date - DAY / 2, to: date + DAY / 2 })
        expect(ids((week.body as { items: { id: string }[] }).items)).toContain(job.id)
      })

      it("summarises an employee's crews and their active jobs", async () => {
        const employee = seed.employees.find((e) =>
          seed.crews.some((c) => c.members.includes(e.id)),
        )
        const loner = seed.employees.find((e) => !seed.crews.some((c) => c.members.includes(e.id)))
        if (!employee) throw new Error('seed has no crew member')
        const crews = seed.crews.filter((c) => c.members.includes(employee.id))
        const active = seed.jobs.filter(
          (j) => crews.some((c) => c.id === j.assigned_crew_id) && j.status !== 'Done',
        )
        const res = await api.get(`/api/employees/${employee.id}/summary`)
        expect(res.status, JSON.stringify(res.body)).toBe(200)
        const body = res.body as {
          crews: { id: string }[]
          active_jobs: { id: string; date: number }[]
        }
        expect([...ids(body.crews)].sort()).toEqual(ids(crews).sort())
        expect([...ids(body.active_jobs)].sort()).toEqual(ids(active).sort())
        const dates = body.active_jobs.map((j) => j.date)
        expect(dates).toEqual([...dates].sort((a, b) => a - b))
        if (loner) {
          expect((await api.get(`/api/employees/${loner.id}/summary`)).body).toEqual({
            crews: [],
            active_jobs: [],
            week: { hours: 0, earnings: 0 },
          })
        }
        expect((await api.get(`/api/employees/${UNKNOWN_ID}/summary`)).body).toEqual({
          error: { code: 'NOT_FOUND', message: 'Employee not found' },
        })
      })

      it('takes part payments until the invoice is Paid, then refuses more', async () => {
        const unpaid = seed.invoices.find(
          (i) => i.status !== 'Paid' && !seed.payments.some((p) => p.invoice_id === i.id),
        )
        if (!unpaid) throw new Error('seed has no unpaid invoice without payments')
        const part = Math.round(unpaid.amount * 40) / 100
        const rest = Math.round((unpaid.amount - part) * 100) / 100
        const first = await api.post('/api/payments', {
          invoice_id: unpaid.id,
          method: 'ACH',
          amount: part,
        })
        expect(first.status, JSON.stringify(first.body)).toBe(201)
        expect(await api.one(`/api/invoices/${unpaid.id}`)).toMatchObject({ status: unpaid.status })
        const second = await api.post('/api/payments', {
          invoice_id: unpaid.id,
          method: 'Card',
          amount: rest,
        })
        expect(second.status, JSON.stringify(second.body)).toBe(201)
        expect(await api.one(`/api/invoices/${unpaid.id}`)).toMatchObject({ status: 'Paid' })
        expectError(
          await api.post('/api/payments', { invoice_id: unpaid.id, method: 'Card', amount: 1 }),
          409,
          'INVALID_STATE',
        )
        expectError(await api.post(`/api/invoices/${unpaid.id}/mark-paid`), 409, 'INVALID_STATE')
        expect(await api.total('/api/payments', { invoice_id: unpaid.id })).toBe(2)
      })

      it('keeps an edited amount at or above what was paid, and calls it Paid when it equals it', async () => {
        const unpaid = seed.invoices.find(
          (i) => i.status !== 'Paid' && !seed.payments.some((p) => p.invoice_id === i.id),
        )
        if (!unpaid) throw new Error('seed has no unpaid invoice without payments')
        const paid = await api.post('/api/payments', {
          invoice_id: unpaid.id,
          method: 'ACH',
          amount: 60,
        })
        expect(paid.status, JSON.stringify(paid.body)).toBe(201)
        const path = `/api/invoices/${unpaid.id}`
        const below = expectError(await api.patch(path, { amount: 59.99 }), 400, 'VALIDATION')
        expect(below.message).toBe('The amount cannot be less than the $60.00 already paid')
        expect(await api.one(path)).toMatchObject({ amount: unpaid.amount, status: unpaid.status })
        const above = await api.patch(path, { amount: 75 })
        expect(above.body).toMatchObject({ amount: 75, status: unpaid.status })
        const equal = await api.patch(path, { amount: 60 })
        expect(equal.status, JSON.stringify(equal.body)).toBe(200)
        expect(equal.body).toMatchObject({ amount: 60, status: 'Paid' })
        expect(await api.total('/api/payments', { invoice_id: unpaid.id })).toBe(1)
      })

      it('makes one payment when Mark as Paid races, and unique numbers when creates race', async () => {
        const { invoice } = fixtures.partlyPaidInvoice()
        const results = await Promise.all(
          Array.from({ length: 10 }, () => api.post(`/api/invoices/${invoice.id}/mark-paid`)),
        )
        expect(results.filter((r) => r.status === 200)).toHaveLength(1)
        expect(results.filter((r) => r.status === 409)).toHaveLength(9)
        expect(await api.total('/api/payments')).toBe(SEED_COUNTS.payments + 1)
        const person = seed.persons[1]
        if (!person) throw new Error('seed too small')
        const created = await Promise.all(
          Array.from({ length: 10 }, () =>
            api.post('/api/invoices', {
              client_person_id: person.id,
              amount: 50,
              due_date: CONTRACT_NOW,
            }),
          ),
        )
        expect(created.map((r) => r.status)).toEqual(Array(10).fill(201))
        const numbers = created.map((r) => (r.body as { number: string }).number)
        expect(new Set(numbers).size).toBe(10)
        expect(numbers.every((n) => /^INV-\d{4}$/.test(n))).toBe(true)
      })

      it('stores a work order checklist tick and refuses a stale one', async () => {
        const order = seed['work-orders'].find((w) => w.checklist.length > 0)
        if (!order) throw new Error('seed has no checklist')
        const checklist = order.checklist.map((c, i) => (i === 0 ? { ...c, done: !c.done } : c))
        const path = `/api/work-orders/${order.id}`
        const res = await api.patch(path, { checklist, version: order.version })
        expect(res.body).toMatchObject({ checklist, version: order.version + 1 })
        expectError(
          await api.patch(path, { checklist: [], version: order.version }),
          409,
          'CONFLICT',
        )
        expect(await api.one(path)).toMatchObject({ checklist })
      })

      it('creates a crew, contractor and employee, and edits crew members', async () => {
        const [a, b] = seed.employees
        if (!a || !b) throw new Error('seed too small')
        const crew = await api.post('/api/crews', { name: 'Crew Echo', members: [a.id, a.id] })
        expect(crew.status, JSON.stringify(crew.body)).toBe(201)
        expect(crew.body).toMatchObject({ name: 'Crew Echo', members: [a.id], on_site_now: false })
        const id = (crew.body as { id: string }).id
        const edited = await api.patch(`/api/crews/${id}`, { members: [b.id], version: 1 })
        expect(edited.body).toMatchObject({ members: [b.id], version: 2 })
        const unknown = expectError(
          await api.patch(`/api/crews/${id}`, { members: [UNKNOWN_ID] }),
          400,
          'VALIDATION',
        )
        expect(unknown.fields?.members).toBeTruthy()
        const contractor = await api.post('/api/contractors', {
          company: 'Lone Star Fencing',
          contact: 'Ray Moss',
          insurance_on_file: true,
        })
        expect(contractor.status).toBe(201)
        const employee = await api.post('/api/employees', {
          name: 'Lena Ortiz',
          role: 'Tech',
          hourly_rate: 27.5,
        })
        expect(employee.body).toMatchObject({ availability: 'Available', hourly_rate: 27.5 })
        expect(await api.total('/api/crews')).toBe(SEED_COUNTS.crews + 1)
        expect(await api.total('/api/contractors')).toBe(SEED_COUNTS.contractors + 1)
        expect(await api.total('/api/employees')).toBe(SEED_COUNTS.employees + 1)
      })
    })

    describe('tools and messages (issue #6)', () => {
      const PNG =
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
      const png = `data:image/png;base64,${PNG}`

      it('uploads a photo by data URL, checked by content, and lists it under its job', async () => {
        const job = fixtures.jobWithCrew()
        const before = await api.total('/api/media', { job_id: job.id })
        const res = await api.post('/api/media', {
          data_url: png.replace('image/png', 'application/octet-stream'),
          file_name: 'site.png',
          job_id: job.id,
          notes: 'After photo',
        })
        expect(res.status, JSON.stringify(res.body)).toBe(201)
        expect(res.body).toMatchObject({
          job_id: job.id,
          type: 'photo',
          url: png,
          thumb_url: '',
          file_name: 'site.png',
          notes: 'After photo',
          taken_at: CONTRACT_NOW,
          version: 1,
        })
        const listed = await api.list('/api/media', { job_id: job.id, limit: 1 })
        expect(listed.total).toBe(before + 1)
        expect(listed.items[0]).toEqual(res.body)
      })

      it('refuses other files (415), malformed data (400), path names (400) and oversize (413)', async () => {
        const svg = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`
        expectError(await api.post('/api/media', { data_url: svg }), 415, 'UNSUPPORTED_MEDIA_TYPE')
        expectError(
          await api.post('/api/media', { data_url: 'data:image/png;base64,**' }),
          400,
          'VALIDATION',
        )
        expectError(
          await api.post('/api/media', { url: 'https://example.com/a.png' }),
          400,
          'VALIDATION',
        )
        const path = expectError(
          await api.post('/api/media', { data_url: png, file_name: '../../etc/passwd' }),
          400,
          'VALIDATION',
        )
        expect(path.fields?.file_name).toBeTruthy()
        const big = `data:image/png;base64,iVBORw0KGgo${'A'.repeat(4_500_000 - 12)}=`
        expectError(await api.post('/api/media', { data_url: big }), 413, 'PAYLOAD_TOO_LARGE')
        expect(await api.total('/api/media')).toBe(SEED_COUNTS.media)
      })

      it('moves a note between folders and deletes it', async () => {
        const note = seed.notes.find((n) => n.folder === 'Jobs')
        if (!note) throw new Error('seed has no Jobs note')
        const count = (folder: string) => api.total('/api/notes', { folder })
        const [jobs, ideas] = [await count('Jobs'), await count('Ideas')]
        const moved = await api.patch(`/api/notes/${note.id}`, {
          folder: 'Ideas',
          version: note.version,
        })
        expect(moved.body).toEqual({ ...note, folder: 'Ideas', version: note.version + 1 })
        expect([await count('Jobs'), await count('Ideas')]).toEqual([jobs - 1, ideas + 1])
        expectError(
          await api.patch(`/api/notes/${note.id}`, { folder: 'Trash' }),
          400,
          'VALIDATION',
        )
        expect((await api.del(`/api/notes/${note.id}`)).status).toBe(204)
        expect(await count('Ideas')).toBe(ideas)
      })

      it('sends a team chat message and moves its conversation to the top', async () => {
        const chat = [...seed['team-chats']].sort((a, b) => a.updated_at - b.updated_at)[0]
        if (!chat) throw new Error('seed has no team chats')
        const sent = await api.post('/api/team-chat-messages', {
          chat_id: chat.id,
          text: ' On my way ',
        })
        expect(sent.status, JSON.stringify(sent.body)).toBe(201)
        expect(sent.body).toMatchObject({
          chat_id: chat.id,
          text: 'On my way',
          author: 'Team Member',
          sent_at: CONTRACT_NOW,
        })
        const chats = await api.list('/api/team-chats')
        expect(chats.items[0]).toMatchObject({
          id: chat.id,
          last_text: 'On my way',
          updated_at: CONTRACT_NOW,
        })
        const thread = await api.list('/api/team-chat-messages', { chat_id: chat.id, limit: 1 })
        expect(thread.items[0]).toEqual(sent.body)
        expectError(
          await api.post('/api/team-chat-messages', { chat_id: chat.id, text: '  ' }),
          400,
          'VALIDATION',
        )
        const missing = expectError(
          await api.post('/api/team-chat-messages', { chat_id: UNKNOWN_ID, text: 'hi' }),
          400,
          'VALIDATION',
        )
        expect(missing.fields?.chat_id).toBeTruthy()
      })

      it('opens one SMS thread per contact, appends messages and goes when the contact does', async () => {
        const created = await api.post('/api/persons', {
          name: 'Sam Texter',
          email: 'sam@example.com',
        })
        const person = created.body as { id: string }
        const opened = await api.post('/api/sms-threads', { person_id: person.id })
        expect(opened.status).toBe(201)
        const thread = opened.body as { id: string }
        const again = await api.post('/api/sms-threads', { person_id: person.id })
        expect(again.status).toBe(200)
        expect(again.body).toEqual(opened.body)
        const mine = await api.post('/api/sms-messages', {
          thread_id: thread.id,
          text: 'On my way',
        })
        expect(mine.body).toMatchObject({ from: 'me', text: 'On my way', ts: CONTRACT_NOW })
        const theirs = await api.post('/api/sms-messages', {
          thread_id: thread.id,
          text: 'Great',
          from: 'them',
        })
        expect(theirs.status).toBe(201)
        expect(await api.one(`/api/sms-threads/${thread.id}`)).toMatchObject({
          last_text: 'Great',
          version: 3,
        })
        expect(await api.total('/api/sms-messages', { thread_id: thread.id })).toBe(2)
        expectError(
          await api.post('/api/sms-messages', { thread_id: thread.id, text: ' ' }),
          400,
          'VALIDATION',
        )
        expect((await api.del(`/api/persons/${person.id}`)).status).toBe(204)
        expectError(await api.get(`/api/sms-threads/${thread.id}`), 404, 'NOT_FOUND')
        expect(await api.total('/api/sms-messages', { thread_id: thread.id })).toBe(0)
      })

      it('marks a message read when it is opened', async () => {
        const unread = seed.messages.find((m) => m.unread)
        if (!unread) throw new Error('seed has no unread message')
        const before = await api.total('/api/messages', { filter: 'unread' })
        const res = await api.patch(`/api/messages/${unread.id}`, { unread: false })
        expect(res.body).toMatchObject({ unread: false, updated_at: unread.updated_at })
        expect(await api.total('/api/messages', { filter: 'unread' })).toBe(before - 1)
      })
    })

    describe('crm and sales (issue #4)', () => {
      const DAY = 86_400_000
      const openLead = () => {
        const lead = seed.leads.find((l) => l.stage === 'Quoted')
        if (!lead) throw new Error('seed has no Quoted lead')
        return lead
      }
      const personOf = (id: string) => {
        const person = seed.persons.find((p) => p.id === id)
        if (!person) throw new Error(`seed has no person ${id}`)
        return person
      }

      it('counts what deleting a person would block or change, and refuses while anything blocks', async () => {
        const person = fixtures.personWithJobs()
        const res = await api.get(`/api/persons/${person.id}/delete-impact`)
        expect(res.status, JSON.stringify(res.body)).toBe(200)
        const impact = res.body as {
          can_delete: boolean
          references: { collection: string; field: string; on_delete: string; count: number }[]
        }
        expect(impact.can_delete).toBe(false)
        const count = (collection: string, field: string) =>
          impact.references.find((r) => r.collection === collection && r.field === field)?.count
        expect(count('jobs', 'client_person_id')).toBe(
          seed.jobs.filter((j) => j.client_person_id === person.id).length,
        )
        expect(count('messages', 'person_id')).toBe(
          seed.messages.filter((m) => m.person_id === person.id).length,
        )
        expect(count('companies', 'primary_contact')).toBe(
          seed.companies.filter((c) => c.primary_contact === person.id).length,
        )
        expect(impact.references.find((r) => r.collection === 'jobs')?.on_delete).toBe('restrict')
        expectError(await api.del(`/api/persons/${person.id}`), 409, 'CONFLICT')
        expectError(await api.get(`/api/persons/${UNKNOWN_ID}/delete-impact`), 404, 'NOT_FOUND')
        // A collection nothing points at can always go.
        const estimate = fixtures.estimate('Open')
        expect((await api.get(`/api/estimates/${estimate.id}/delete-impact`)).body).toEqual({
          can_delete: true,
          references: [],
        })
      })

      it('deletes a person nothing blocks: messages, notes and calls go, companies let go of them', async () => {
        const [withPrimary, withContact] = seed.companies
        if (!withPrimary || !withContact) throw new Error('seed too small')
        const created = await api.post('/api/persons', {
          name: 'Short Stay',
          email: 's@example.com',
        })
        const person = created.body as { id: string }
        const patches = [
          api.patch(`/api/companies/${withPrimary.id}`, { primary_contact: person.id }),
          api.patch(`/api/companies/${withContact.id}`, {
            contacts: [...withContact.contacts, person.id],
          }),
          api.post('/api/person-notes', { person_id: person.id, text: 'Gate 4417' }),
          api.post('/api/person-calls', { person_id: person.id, summary: 'Hi' }),
          api.post('/api/messages', { person_id: person.id, subject: 'Quote' }),
        ]
        for (const res of await Promise.all(patches)) {
          expect(res.status, JSON.stringify(res.body)).toBeLessThan(300)
        }
        const impact = (await api.get(`/api/persons/${person.id}/delete-impact`)).body as {
          can_delete: boolean
          references: { collection: string; field: string; count: number }[]
        }
        expect(impact.can_delete).toBe(true)
        expect(
          impact.references.filter((r) => r.count > 0).map((r) => `${r.collection}.${r.field}`),
        ).toEqual([
          'companies.primary_contact',
          'companies.contacts',
          'messages.person_id',
          'person-notes.person_id',
          'person-calls.person_id',
        ])
        expect((await api.del(`/api/persons/${person.id}`)).status).toBe(204)
        expect(await api.total('/api/person-notes', { person_id: person.id })).toBe(0)
        expect(await api.total('/api/person-calls', { person_id: person.id })).toBe(0)
        expect(await api.total('/api/messages')).toBe(SEED_COUNTS.messages)
        expect(await api.one(`/api/companies/${withPrimary.id}`)).toMatchObject({
          primary_contact: null,
        })
        expect(await api.one(`/api/companies/${withContact.id}`)).toMatchObject({
          contacts: withContact.contacts,
        })
        expect(await api.total('/api/companies')).toBe(SEED_COUNTS.companies)
      })

      it("answers a company's stats from its contacts' jobs and paid invoices", async () => {
        const company = seed.companies.find((c) => c.contacts.length > 0)
        if (!company) throw new Error('seed has no company with extra contacts')
        const contacts = [company.primary_contact, ...company.contacts].filter(
          (id): id is string => id !== null,
        )
        const res = await api.get(`/api/companies/${company.id}/stats`)
        expect(res.status, JSON.stringify(res.body)).toBe(200)
        const paid = seed.invoices
          .filter((i) => contacts.includes(i.client_person_id) && i.status === 'Paid')
          .reduce((sum, i) => sum + Math.round(i.amount * 100), 0)
        expect(res.body).toEqual({
          sites: company.sites.length,
          contacts: contacts.length,
          jobs: seed.jobs.filter((j) => contacts.includes(j.client_person_id)).length,
          total_revenue: paid / 100,
        })
        expectError(await api.get(`/api/companies/${UNKNOWN_ID}/stats`), 404, 'NOT_FOUND')
      })

      it('creates and edits a company with sites and contacts, refusing a contact that does not exist', async () => {
        const [a, b] = seed.persons
        if (!a || !b) throw new Error('seed too small')
        const res = await api.post('/api/companies', {
          name: 'Lakeside HOA',
          primary_contact: a.id,
          contacts: [b.id, a.id],
          sites: [' 1 Lake Dr ', '', '1 lake dr', '2 Lake Dr'],
        })
        expect(res.status, JSON.stringify(res.body)).toBe(201)
        expect(res.body).toMatchObject({
          name: 'Lakeside HOA',
          primary_contact: a.id,
          contacts: [b.id],
          sites: ['1 Lake Dr', '2 Lake Dr'],
          notes: '',
          version: 1,
        })
        const id = (res.body as { id: string }).id
        const edited = await api.patch(`/api/companies/${id}`, {
          notes: 'Board meets monthly',
          version: 1,
        })
        expect(edited.body).toMatchObject({ notes: 'Board meets monthly', version: 2 })
        const bad = expectError(
          await api.patch(`/api/companies/${id}`, { contacts: [UNKNOWN_ID] }),
          400,
          'VALIDATION',
        )
        expect(bad.fields?.contacts).toBeTruthy()
        expect(await api.one(`/api/companies/${id}`)).toMatchObject({
          contacts: [b.id],
          version: 2,
        })
      })

      it('converts an open lead to a job for its person and marks it Won, in one step', async () => {
        const lead = openLead()
        const person = personOf(lead.person_id)
        const res = await api.post(`/api/leads/${lead.id}/convert`)
        expect(res.status, JSON.stringify(res.body)).toBe(201)
        const body = res.body as { job: Record<string, unknown>; lead: Record<string, unknown> }
        expect(body.job).toMatchObject({
          title: lead.name,
          client_person_id: lead.person_id,
          address: person.location || 'TBD',
          date: CONTRACT_NOW,
          status: 'Scheduled',
          assigned_crew_id: null,
          photos: [],
          version: 1,
        })
        expect(body.lead).toMatchObject({
          id: lead.id,
          stage: 'Won',
          job_id: body.job.id,
          version: lead.version + 1,
        })
        expect(await api.one(`/api/jobs/${String(body.job.id)}`)).toEqual(body.job)
        expect(await api.one(`/api/leads/${lead.id}`)).toEqual(body.lead)
        expect(await api.total('/api/jobs')).toBe(SEED_COUNTS.jobs + 1)
        const again = expectError(
          await api.post(`/api/leads/${lead.id}/convert`),
          409,
          'INVALID_STATE',
        )
        expect(again.message).toBe('This lead was already converted to a job')
        expect(await api.total('/api/jobs')).toBe(SEED_COUNTS.jobs + 1)
      })

      it('converts with the title, address and date given, and refuses bad input or a closed lead unchanged', async () => {
        const lead = openLead()
        const bad = expectError(
          await api.post(`/api/leads/${lead.id}/convert`, { title: '  ', date: 'soon' }),
          400,
          'VALIDATION',
        )
        expect(bad.fields?.title).toBeTruthy()
        expect(await api.one(`/api/leads/${lead.id}`)).toMatchObject({
          stage: lead.stage,
          version: 1,
        })
        const date = CONTRACT_NOW + 5 * DAY
        const res = await api.post(`/api/leads/${lead.id}/convert`, {
          title: 'Patio install',
          address: '12 Oak St, Austin, TX',
          date,
        })
        expect(res.status, JSON.stringify(res.body)).toBe(201)
        expect((res.body as { job: unknown }).job).toMatchObject({
          title: 'Patio install',
          address: '12 Oak St, Austin, TX',
          date,
        })
        const lost = seed.leads.find((l) => l.stage === 'Lost')
        if (!lost) throw new Error('seed has no Lost lead')
        expectError(await api.post(`/api/leads/${lost.id}/convert`), 409, 'INVALID_STATE')
        expect(await api.one(`/api/leads/${lost.id}`)).toMatchObject({
          stage: 'Lost',
          job_id: null,
        })
        expectError(await api.post(`/api/leads/${UNKNOWN_ID}/convert`), 404, 'NOT_FOUND')
        expect(await api.total('/api/jobs')).toBe(SEED_COUNTS.jobs + 1)
      })

      it('moves a lead through its stages and refuses a closed lead moving anywhere but New (409, unchanged)', async () => {
        const lead = seed.leads.find((l) => l.stage === 'New')
        if (!lead) throw new Error('seed has no New lead')
        const path = `/api/leads/${lead.id}`
        for (const [stage, version] of [
          ['Contacted', 2],
          ['Quoted', 3],
          ['Lost', 4],
        ] as const) {
          const res = await api.patch(path, { stage, version: version - 1 })
          expect(res.body, stage).toMatchObject({ stage, version })
        }
        const refused = expectError(await api.patch(path, { stage: 'Won' }), 409, 'INVALID_STATE')
        expect(refused.message).toBe('A Lost lead cannot move to Won')
        expect(await api.one(path)).toMatchObject({ stage: 'Lost', version: 4 })
        expect((await api.patch(path, { stage: 'New', value: 1250.5 })).body).toMatchObject({
          stage: 'New',
          value: 1250.5,
          version: 5,
        })
      })

      it('converts an estimate once: a second convert is 409 and makes no second job', async () => {
        const accepted = seed.estimates.find((e) => e.status === 'Accepted' && e.job_id === null)
        const converted = seed.estimates.find((e) => e.job_id !== null)
        if (!accepted || !converted) throw new Error('seed lacks accepted estimates')
        const res = await api.post(`/api/estimates/${accepted.id}/convert`)
        expect(res.status, JSON.stringify(res.body)).toBe(201)
        const job = res.body as { id: string }
        expect(await api.one(`/api/estimates/${accepted.id}`)).toMatchObject({
          status: 'Accepted',
          job_id: job.id,
          version: accepted.version + 1,
        })
        for (const id of [accepted.id, converted.id]) {
          const error = expectError(
            await api.post(`/api/estimates/${id}/convert`),
            409,
            'INVALID_STATE',
          )
          expect(error.message).toBe('This estimate was already converted to a job')
        }
        expect(await api.total('/api/jobs')).toBe(SEED_COUNTS.jobs + 1)
        // Deleting the job lets go of the estimate, which can then be converted again.
        expect((await api.del(`/api/jobs/${job.id}`)).status).toBe(204)
        expect(await api.one(`/api/estimates/${accepted.id}`)).toMatchObject({ job_id: null })
        expect((await api.post(`/api/estimates/${accepted.id}/convert`)).status).toBe(201)
      })

      it("logs a lead's activities and notes, listed newest first, and refuses a missing lead", async () => {
        const lead = openLead()
        const before = await api.total('/api/lead-activities', { lead_id: lead.id })
        const activity = await api.post('/api/lead-activities', {
          lead_id: lead.id,
          type: 'Meeting',
          summary: 'Walked the site with the owner',
          occurred_at: CONTRACT_NOW - DAY,
        })
        expect(activity.status, JSON.stringify(activity.body)).toBe(201)
        expect(activity.body).toMatchObject({
          type: 'Meeting',
          occurred_at: CONTRACT_NOW - DAY,
          created_at: CONTRACT_NOW,
        })
        const note = await api.post('/api/lead-notes', { lead_id: lead.id, text: 'Budget is firm' })
        expect(note.status, JSON.stringify(note.body)).toBe(201)
        expect(await api.total('/api/lead-activities', { lead_id: lead.id })).toBe(before + 1)
        const notes = await api.list('/api/lead-notes', { lead_id: lead.id })
        expect(notes.items[0]).toMatchObject({ text: 'Budget is firm', created_at: CONTRACT_NOW })
        const missing = expectError(
          await api.post('/api/lead-notes', { lead_id: UNKNOWN_ID, text: 'x' }),
          400,
          'VALIDATION',
        )
        expect(missing.fields?.lead_id).toBeTruthy()
        expectError(
          await api.post('/api/lead-activities', { lead_id: lead.id, type: 'Fax', summary: 'x' }),
          400,
          'VALIDATION',
        )
      })

      it('uploads a lead document, lists it without its contents, and refuses bad files (nothing stored)', async () => {
        const lead = openLead()
        const pdf = `data:application/pdf;base64,${btoa('%PDF-1.7\nquote')}`
        const res = await api.post('/api/lead-documents', {
          lead_id: lead.id,
          name: 'quote.pdf',
          data_url: pdf,
        })
        expect(res.status, JSON.stringify(res.body)).toBe(201)
        const doc = res.body as Record<string, unknown>
        expect(doc).toMatchObject({
          name: 'quote.pdf',
          content_type: 'application/pdf',
          size: 14,
          data_url: pdf,
        })
        const listed = await api.get(`/api/leads/${lead.id}/documents`)
        expect(listed.status).toBe(200)
        const { data_url: _file, ...info } = doc
        expect((listed.body as { items: unknown[] }).items).toEqual([info])
        expect(await api.one(`/api/lead-documents/${String(doc.id)}`)).toEqual(doc)

        const refusals: [unknown, number, string][] = [
          [
            { name: 'tool.exe', data_url: `data:application/x-msdownload;base64,${btoa('MZ')}` },
            415,
            'UNSUPPORTED_MEDIA_TYPE',
          ],
          [
            { name: 'fake.pdf', data_url: `data:application/pdf;base64,${btoa('MZ\u0090\u0000')}` },
            415,
            'UNSUPPORTED_MEDIA_TYPE',
          ],
          [
            {
              name: 'big.txt',
              data_url: `data:text/plain;base64,${btoa('a'.repeat(1024 * 1024 + 3))}`,
            },
            413,
            'PAYLOAD_TOO_LARGE',
          ],
          [{ name: 'x.txt', data_url: 'not a data url' }, 400, 'VALIDATION'],
        ]
        for (const [body, status, code] of refusals) {
          expectError(
            await api.post('/api/lead-documents', { lead_id: lead.id, ...(body as object) }),
            status,
            code,
          )
        }
        expect((await api.get(`/api/leads/${lead.id}/documents`)).body).toEqual({ items: [info] })
        expectError(await api.get(`/api/leads/${UNKNOWN_ID}/documents`), 404, 'NOT_FOUND')
      })

      it('deletes a lead with its activities, notes and documents, after saying so', async () => {
        const lead = seed['lead-documents'][0]
          ? seed.leads.find((l) => l.id === seed['lead-documents'][0]?.lead_id)
          : undefined
        if (!lead) throw new Error('seed has no lead with a document')
        const impact = (await api.get(`/api/leads/${lead.id}/delete-impact`)).body as {
          can_delete: boolean
          references: { collection: string; count: number }[]
        }
        expect(impact.can_delete).toBe(true)
        const counts = Object.fromEntries(impact.references.map((r) => [r.collection, r.count]))
        expect(counts).toEqual({
          'lead-activities': seed['lead-activities'].filter((a) => a.lead_id === lead.id).length,
          'lead-notes': seed['lead-notes'].filter((n) => n.lead_id === lead.id).length,
          'lead-documents': 1,
        })
        expect((await api.del(`/api/leads/${lead.id}`)).status).toBe(204)
        for (const collection of ['lead-activities', 'lead-notes', 'lead-documents']) {
          expect(await api.total(`/api/${collection}`, { lead_id: lead.id }), collection).toBe(0)
        }
        expect(await api.total('/api/leads')).toBe(SEED_COUNTS.leads - 1)
      })
    })

    describe('system', () => {
      it('exports every collection with the seed counts', async () => {
        const res = await api.get('/api/export')
        expect(res.status).toBe(200)
        const data = res.body as Record<string, unknown>
        for (const [collection, count] of Object.entries(SEED_COUNTS)) {
          expect(data[collection], collection).toHaveLength(count)
        }
        expect(data.submissions).toHaveLength(seed.submissions.length)
        expect(data.notes).toHaveLength(seed.notes.length)
        expect(data.plan).toEqual(FREE_PLAN)
        expect(data.activity).toEqual(seed.activity)
        expect(data.exported_at).toBe(new Date(CONTRACT_NOW).toISOString())
        expect([...ids(data.persons as { id: string }[])].sort()).toEqual(ids(seed.persons).sort())
      })

      it('resets the demo data after changes', async () => {
        const person = seed.persons[0]
        if (!person) throw new Error('seed too small')
        await api.post('/api/persons', { name: 'Extra', email: 'extra@example.com' })
        await api.patch(`/api/persons/${person.id}`, { name: 'Renamed' })
        await api.del(`/api/jobs/${fixtures.jobWithWorkOrdersAndInvoices().id}`)
        const reset = await api.post('/api/demo/reset')
        expect(reset.status).toBe(200)
        expect(reset.body).toEqual({ ok: true })
        expect(await api.total('/api/persons')).toBe(SEED_COUNTS.persons)
        expect(await api.total('/api/jobs')).toBe(SEED_COUNTS.jobs)
        expect(await api.total('/api/work-orders')).toBe(SEED_COUNTS['work-orders'])
        expect(await api.one(`/api/persons/${person.id}`)).toEqual(person)
      })

      it('answers /api/health with status ok', async () => {
        const res = await api.get('/api/health')
        expect(res.status).toBe(200)
        expect(res.body).toMatchObject({ status: 'ok', time: CONTRACT_NOW })
        expect(['pglite', 'postgres', 'local']).toContain((res.body as { store: string }).store)
      })

      it('answers the plan and the activity data', async () => {
        expect((await api.get('/api/plan')).body).toEqual(FREE_PLAN)
        const activity = (await api.get('/api/activity')).body as unknown[]
        expect(activity).toHaveLength(365)
        expect(activity).toEqual(seed.activity)
      })

      it('answers an unknown API path with 404 NOT_FOUND', async () => {
        expectError(await api.get('/api/nothing-here'), 404, 'NOT_FOUND')
        expectError(await api.send({ method: 'DELETE', path: '/api/persons' }), 404, 'NOT_FOUND')
        // The message differs here: Fastify matches /api/persons/:id with an empty id.
        expectError(await api.get('/api/persons/'), 404, 'NOT_FOUND')
      })

      it('answers a malformed percent-encoding in the path with 400 VALIDATION', async () => {
        expect((await api.get('/api/persons/%E0%A4%A')).body).toEqual({
          error: { code: 'VALIDATION', message: 'Malformed URL' },
        })
      })
    })
  })
}

/** List queries whose answers must be identical on every transport holding the same data. */
export const crossCheckQueries: readonly { path: string; query?: ApiRequest['query'] }[] = [
  { path: '/api/persons' },
  { path: '/api/persons', query: { sort: 'recent' } },
  { path: '/api/persons', query: { sort: 'newest', limit: 6 } },
  { path: '/api/persons', query: { q: 'ar' } },
  { path: '/api/persons', query: { q: '555-1' } },
  { path: '/api/persons', query: { ids: `${seed.persons[7]!.id},${seed.persons[2]!.id}` } },
  { path: '/api/companies', query: { q: 'tx' } },
  { path: '/api/employees' },
  { path: '/api/contractors', query: { insurance_on_file: false } },
  { path: '/api/crews', query: { filter: 'active' } },
  { path: '/api/jobs' },
  { path: '/api/jobs', query: { filter: 'today', tz: 0 } },
  { path: '/api/jobs', query: { filter: 'today', tz: -300 } },
  { path: '/api/jobs', query: { filter: 'upcoming', sort: 'title' } },
  { path: '/api/jobs', query: { filter: 'unassigned' } },
  { path: '/api/jobs', query: { status: 'Done', sort: 'recent' } },
  { path: '/api/work-orders', query: { limit: 4 } },
  { path: '/api/work-orders', query: { q: 'mulch' } },
  { path: '/api/leads', query: { filter: 'open', sort: 'name' } },
  { path: '/api/leads', query: { sort: 'value', stage: 'Quoted' } },
  { path: '/api/lead-activities', query: { limit: 5 } },
  { path: '/api/lead-notes' },
  { path: '/api/lead-documents' },
  { path: '/api/person-notes' },
  { path: '/api/person-calls' },
  { path: '/api/companies' },
  { path: '/api/estimates', query: { filter: 'open', sort: 'total' } },
  { path: '/api/invoices' },
  { path: '/api/invoices', query: { filter: 'overdue' } },
  { path: '/api/invoices', query: { filter: 'unpaid', sort: 'amount' } },
  { path: '/api/invoices', query: { sort: 'number', limit: 5 } },
  { path: '/api/payments' },
  { path: '/api/media', query: { limit: 10 } },
  { path: '/api/templates' },
  { path: '/api/forms' },
  { path: '/api/submissions' },
  { path: '/api/messages', query: { filter: 'unread' } },
  { path: '/api/team-chats' },
  { path: '/api/notes', query: { folder: 'Ideas' } },
  { path: '/api/team-chat-messages', query: { sort: 'oldest' } },
  { path: '/api/sms-threads' },
  { path: '/api/sms-messages', query: { limit: 3 } },
]

/**
 * Sends the same requests to two transports holding the same seed and compares the answers: the
 * same ids in the same order, the same totals and cursors, and then the very same rows.
 */
export function defineTransportCrossCheck(
  name: string,
  makeA: MakeContractTransport,
  makeB: MakeContractTransport,
): void {
  describe(`transport cross-check: ${name}`, () => {
    let a: ContractTransport | null = null
    let b: ContractTransport | null = null
    const apiA = client(() => a?.transport ?? fail())
    const apiB = client(() => b?.transport ?? fail())
    function fail(): never {
      throw new Error('transport not ready')
    }

    beforeAll(async () => {
      ;[a, b] = await Promise.all([makeA(), makeB()])
    }, SETUP_TIMEOUT)
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()])
    }, SETUP_TIMEOUT)

    const compare = async (path: string, query: ApiRequest['query'] = {}) => {
      const [pageA, pageB] = await Promise.all([apiA.list(path, query), apiB.list(path, query)])
      const label = `${path} ${JSON.stringify(query)}`
      expect(ids(pageA.items), label).toEqual(ids(pageB.items))
      expect(pageA.total, label).toBe(pageB.total)
      expect(pageA.next_cursor, label).toBe(pageB.next_cursor)
      expect(pageA.items, label).toEqual(pageB.items)
      if (pageA.next_cursor) {
        const [nextA, nextB] = await Promise.all([
          apiA.list(path, { ...query, cursor: pageA.next_cursor }),
          apiB.list(path, { ...query, cursor: pageB.next_cursor ?? undefined }),
        ])
        expect(ids(nextA.items), `${label} page 2`).toEqual(ids(nextB.items))
      }
    }

    it('answers the same list queries with the same pages', async () => {
      for (const { path, query } of crossCheckQueries) await compare(path, query)
    })

    it('still agrees after the same writes on both sides', async () => {
      const person = seed.persons[5]
      const job = fixtures.jobWithWorkOrdersAndInvoices()
      const { invoice } = fixtures.partlyPaidInvoice()
      if (!person) throw new Error('seed too small')
      const writes: ApiRequest[] = [
        {
          method: 'POST',
          path: '/api/persons',
          body: { name: 'Zed Archer', email: 'zed@example.com', tags: 'VIP' },
        },
        {
          method: 'PATCH',
          path: `/api/persons/${person.id}`,
          body: { name: 'Aaron Early', version: 1 },
        },
        { method: 'DELETE', path: `/api/jobs/${job.id}` },
        { method: 'POST', path: `/api/invoices/${invoice.id}/mark-paid` },
        { method: 'POST', path: `/api/estimates/${fixtures.estimate('Open').id}/send` },
        {
          method: 'POST',
          path: '/api/notes',
          body: { folder: 'Ideas', text: 'Offer a winter plan' },
        },
      ]
      for (const req of writes) {
        const [resA, resB] = await Promise.all([apiA.send(req), apiB.send(req)])
        expect(resA, `${req.method} ${req.path}`).toEqual(resB)
      }
      for (const { path, query } of crossCheckQueries) await compare(path, query)
      const [exportA, exportB] = await Promise.all([
        apiA.get('/api/export'),
        apiB.get('/api/export'),
      ])
      const sortRows = (data: unknown) =>
        Object.fromEntries(
          Object.entries(data as Record<string, unknown>).map(([key, value]) => [
            key,
            Array.isArray(value) && key !== 'activity'
              ? [...(value as { id: string }[])].sort((x, y) => byText(x.id, y.id))
              : value,
          ]),
        )
      expect(sortRows(exportA.body)).toEqual(sortRows(exportB.body))
    })
  })
}
