// What every part of the API contract shares: the one clock and seed every transport under test
// holds (so responses can be compared exactly), deterministic ids, the request helpers bound to a
// transport, and seed rows found by their documented shape.
import { expect } from 'vitest'
import { generateSeed, type SeedData } from '../../domain/seed/seed'
import type { ApiRequest, ApiResponse, Transport } from '../../web/data/api-request'

/** Monday 23 November 2026, 15:00 UTC: the one clock every transport under contract runs on. */
export const CONTRACT_NOW = Date.UTC(2026, 10, 23, 15, 0, 0)
export const contractClock = (): number => CONTRACT_NOW

/** Deterministic ids for created records, so two transports create identical rows. */
export function contractIds(): () => string {
  let n = 0
  return () => `c0ffee00-0000-4000-8000-${(++n).toString(16).padStart(12, '0')}`
}

export const seed: SeedData = generateSeed(CONTRACT_NOW)
export const UNKNOWN_ID = 'deadbeef-0000-4000-8000-000000000000'
export const MALFORMED_ID = 'not-a-uuid'

export type Page = { items: Record<string, unknown>[]; total: number; next_cursor: string | null }
export type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string> }
}

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

export const ids = (rows: readonly { id?: unknown }[]) => rows.map((r) => r.id)
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export function expectError(res: ApiResponse, status: number, code: string): ErrorBody['error'] {
  expect(res.status, JSON.stringify(res.body)).toBe(status)
  const body = res.body as ErrorBody
  expect(body.error.code).toBe(code)
  expect(typeof body.error.message).toBe('string')
  return body.error
}

/** Seed rows the tests lean on, found by their documented shape rather than by position. */
export const fixtures = {
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

export type ContractClient = ReturnType<typeof client>
