// The API contract both transports must honour, as requests in and responses out. The same suite
// runs against the browser-only demo (localStorage) and the server (Fastify + SQL), so the two
// cannot drift apart. Every transport under test holds generateSeed(CONTRACT_NOW) and runs on the
// fixed clock below, so responses can be compared exactly.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { generateSeed, SEED_COUNTS, type SeedData } from '../domain/seed/seed'
import { localDayRange } from '../domain/shared/list-query'
import { FREE_PLAN } from '../domain/tools/plan'
import type { ApiRequest, ApiResponse, Transport } from '../web/data/transport'

/** Monday 23 November 2026, 15:00 UTC: the one clock every transport under contract runs on. */
export const CONTRACT_NOW = Date.UTC(2026, 10, 23, 15, 0, 0)
export const contractClock = (): number => CONTRACT_NOW

/** Deterministic ids for created records, so two transports create identical rows. */
export function contractIds(): () => string {
  let n = 0
  return () => `c0ffee00-0000-4000-8000-${(++n).toString(16).padStart(12, '0')}`
}

/** Opening a database and migrating it (PGlite compiles WebAssembly) can take a while on a busy machine. */
const SETUP_TIMEOUT = 60_000

export type ContractTransport = { transport: Transport; close: () => Promise<void> }
export type MakeContractTransport = () => Promise<ContractTransport>

const seed: SeedData = generateSeed(CONTRACT_NOW)
const UNKNOWN_ID = 'deadbeef-0000-4000-8000-000000000000'
const MALFORMED_ID = 'not-a-uuid'

type Page = { items: Record<string, unknown>[]; total: number; next_cursor: string | null }
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

/** The small request helpers every test uses, bound to one transport. */
function client(getTransport: () => Transport) {
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
    let current: ContractTransport | null = null
    const api = client(() => {
      if (!current) throw new Error('transport not ready')
      return current.transport
    })

    beforeAll(async () => {
      current = await makeTransport()
    }, SETUP_TIMEOUT)
    afterAll(async () => {
      await current?.close()
      current = null
    }, SETUP_TIMEOUT)
    // Each test starts from the seed: the first from the factory's own seeding, the rest from a reset.
    afterEach(async () => {
      const res = await api.post('/api/demo/reset')
      expect(res.status).toBe(200)
    }, SETUP_TIMEOUT)

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
          () => seed.estimates.filter((e) => e.status === 'Open' || e.status === 'Sent'),
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
        expectError(await api.patch(path, { name: 'Stale Edit', version: 1 }), 409, 'CONFLICT')
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
