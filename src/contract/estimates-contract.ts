// The contract of estimates beyond the generic collection cases (issue #18): filter=open holds the
// Open estimates only and agrees with the dashboard, and only an Open estimate's client, line items
// and notes can be edited. Run against both transports like api-contract.ts; expected values are
// worked out here from the seed, never by the code under test.
import { describe, expect, it } from 'vitest'
import type { DashboardSummary } from '../domain/dashboard/dashboard-summary'
import { DEPOSIT_MESSAGE, type Estimate } from '../domain/sales/estimate'
import { generateSeed } from '../domain/seed/seed'
import { STALE_EDIT_MESSAGE } from '../domain/shared/resource'
import type { ApiRequest, Transport } from '../web/data/api-request'
import { CONTRACT_NOW, type MakeContractTransport } from './api-contract'
import { expectError } from './api/contract-helpers'
import { requests } from './figures-contract'
import { useSeededTransport } from './seeded-transport'

const seed = generateSeed(CONTRACT_NOW)
const UNKNOWN_ID = 'deadbeef-0000-4000-8000-000000000000'

type Page = { items: Estimate[]; total: number; next_cursor: string | null }

const cents = (n: number) => Math.round(n * 100)

function seedEstimate(status: Estimate['status'], converted = false): Estimate {
  const estimate = seed.estimates.find(
    (e) => e.status === status && (e.job_id !== null) === converted,
  )
  if (!estimate) throw new Error(`seed has no ${status} estimate (converted: ${converted})`)
  return estimate
}

/** A client other than the estimate's own. */
function otherClient(estimate: Estimate): string {
  const person = seed.persons.find((p) => p.id !== estimate.client_person_id)
  if (!person) throw new Error('seed too small')
  return person.id
}

/** The requests these tests make, on the figures contract's helpers. */
function estimateRequests(getTransport: () => Transport) {
  const base = requests(getTransport)
  return {
    ...base,
    patch: (id: string, body: unknown) =>
      base.send({ method: 'PATCH', path: `/api/estimates/${id}`, body }),
    one: (id: string) => base.get<Estimate>(`/api/estimates/${id}`),
    list: (query: ApiRequest['query']) =>
      base.get<Page>('/api/estimates', { limit: 200, ...query }),
    dashboard: () => base.get<DashboardSummary>('/api/dashboard', { tz: 0 }),
  }
}

export function defineEstimatesContract(name: string, makeTransport: MakeContractTransport): void {
  describe(`estimates contract: ${name}`, () => {
    const api = estimateRequests(useSeededTransport(makeTransport))

    describe('filter=open', () => {
      it('lists the Open estimates only (5 in the seed), and the dashboard counts and sums the same', async () => {
        const open = await api.list({ filter: 'open' })
        const want = seed.estimates.filter((e) => e.status === 'Open')
        expect(want).toHaveLength(5)
        expect(open.total).toBe(5)
        expect(open.items.map((e) => e.id).sort()).toEqual(want.map((e) => e.id).sort())
        expect(new Set(open.items.map((e) => e.status))).toEqual(new Set(['Open']))
        const dashboard = await api.dashboard()
        expect(dashboard.open_estimates).toEqual({
          count: open.total,
          total: open.items.reduce((sum, e) => sum + cents(e.total), 0) / 100,
        })
      })

      it('follows the status: a sent estimate leaves the list and the figure, a declined one returns', async () => {
        const estimate = seedEstimate('Open')
        await api.post(`/api/estimates/${estimate.id}/send`)
        const afterSend = await api.list({ filter: 'open' })
        expect(afterSend.total).toBe(4)
        expect(afterSend.items.map((e) => e.id)).not.toContain(estimate.id)
        expect((await api.dashboard()).open_estimates.count).toBe(4)
        await api.post(`/api/estimates/${estimate.id}/decline`)
        expect((await api.list({ filter: 'open' })).total).toBe(5)
        expect((await api.dashboard()).open_estimates.count).toBe(5)
      })
    })

    describe('editing', () => {
      it('edits an Open estimate: client, line items and notes, totals recomputed, next version', async () => {
        const estimate = seedEstimate('Open')
        const client = otherClient(estimate)
        const res = await api.patch(estimate.id, {
          client_person_id: client,
          line_items: [
            { desc: ' Sod, per pallet ', qty: '3', price: '162.5' },
            { desc: 'Free walk-through', qty: 1, price: 0 },
            { desc: '', qty: 1, price: 40 },
          ],
          notes: ' Gate code 4512 ',
          version: estimate.version,
        })
        expect(res.status, JSON.stringify(res.body)).toBe(200)
        const expected: Estimate = {
          ...estimate,
          client_person_id: client,
          line_items: [{ desc: 'Sod, per pallet', qty: 3, price: 162.5, taxable: true }],
          subtotal: 487.5,
          tax: 0.08,
          total: 527,
          notes: 'Gate code 4512',
          version: estimate.version + 1,
        }
        expect(res.body).toEqual(expected)
        expect(await api.one(estimate.id)).toEqual(expected)
      })

      it('refuses a stale version with 409 and the stale-edit message, changing nothing', async () => {
        const estimate = seedEstimate('Open')
        expect((await api.patch(estimate.id, { notes: 'First', version: 1 })).status).toBe(200)
        const error = expectError(
          await api.patch(estimate.id, { notes: 'Second', version: 1 }),
          409,
          'CONFLICT',
        )
        expect(error.message).toBe(STALE_EDIT_MESSAGE)
        expect(await api.one(estimate.id)).toMatchObject({ notes: 'First', version: 2 })
      })

      it.each([
        ['Sent', false, 'Only an open estimate can be edited (this one is Sent)'],
        ['Accepted', false, 'Only an open estimate can be edited (this one is Accepted)'],
        ['Accepted', true, 'Only an open estimate can be edited (this one was converted to a job)'],
      ] as const)(
        'refuses to edit a %s estimate (converted: %s) with 409 INVALID_STATE',
        async (status, converted, message) => {
          const estimate = seedEstimate(status, converted)
          for (const body of [
            { line_items: [{ desc: 'Sod', qty: 1, price: 325 }], version: estimate.version },
            { client_person_id: otherClient(estimate), version: estimate.version },
            { notes: 'Too late', version: estimate.version },
          ]) {
            const error = expectError(await api.patch(estimate.id, body), 409, 'INVALID_STATE')
            expect(error.message).toBe(message)
          }
          expect(await api.one(estimate.id)).toEqual(estimate)
        },
      )

      it('refuses an unknown or empty client with 400 VALIDATION on client_person_id', async () => {
        const estimate = seedEstimate('Open')
        const unknown = expectError(
          await api.patch(estimate.id, { client_person_id: UNKNOWN_ID, version: 1 }),
          400,
          'VALIDATION',
        )
        expect(unknown.fields?.client_person_id).toBeTruthy()
        const empty = expectError(
          await api.patch(estimate.id, { client_person_id: '', version: 1 }),
          400,
          'VALIDATION',
        )
        expect(empty.fields).toEqual({ client_person_id: 'Please select a client' })
        expect(await api.one(estimate.id)).toEqual(estimate)
      })

      it('refuses notes that are too long, and fields that are not edited here', async () => {
        const estimate = seedEstimate('Open')
        const long = expectError(
          await api.patch(estimate.id, { notes: 'x'.repeat(10_001) }),
          400,
          'VALIDATION',
        )
        expect(long.fields?.notes).toBe('Notes is too long (max 10000)')
        for (const body of [{ status: 'Accepted' }, { total: 1 }, { job_id: null }]) {
          expectError(await api.patch(estimate.id, body), 400, 'VALIDATION')
        }
        expect(await api.one(estimate.id)).toEqual(estimate)
      })

      it('keeps notes given on create, and starts without them otherwise', async () => {
        const client = seed.persons[0]?.id
        const withNotes = await api.post<Estimate>('/api/estimates', {
          client_person_id: client,
          line_items: [{ desc: 'Mulch', qty: 2, price: 48 }],
          notes: 'Call before arriving',
        })
        expect(withNotes).toMatchObject({ notes: 'Call before arriving', total: 104 })
        expect(await api.one(withNotes.id)).toEqual(withNotes)
        const without = await api.post<Estimate>('/api/estimates', { client_person_id: client })
        expect(without.notes).toBe('')
      })
    })

    describe('deposit (decision 059)', () => {
      it('keeps the deposit of create and edit; accepting makes the invoice listed by deposit_estimate_id', async () => {
        const client = seed.persons[0]?.id
        const made = await api.post<Estimate>('/api/estimates', {
          client_person_id: client,
          line_items: [{ desc: 'Patio', qty: 1, price: 2000 }],
          deposit: { type: 'amount', value: 500 },
        })
        expect(made.deposit).toEqual({ type: 'amount', value: 500 })
        const edited = await api.patch(made.id, {
          deposit: { type: 'percent', value: 25 },
          version: made.version,
        })
        expect(edited.status, JSON.stringify(edited.body)).toBe(200)
        expect((edited.body as Estimate).deposit).toEqual({ type: 'percent', value: 25 })
        // The web app's estimate page asks for the deposit invoice this way.
        const none = await api.get<{ items: unknown[] }>('/api/invoices', {
          deposit_estimate_id: made.id,
          limit: 1,
        })
        expect(none.items).toEqual([])
        await api.post(`/api/estimates/${made.id}/send`)
        await api.post(`/api/estimates/${made.id}/accept`)
        const deposits = await api.get<{ items: Record<string, unknown>[] }>('/api/invoices', {
          deposit_estimate_id: made.id,
          limit: 1,
        })
        // 25% of the $2,160 total.
        expect(deposits.items).toHaveLength(1)
        expect(deposits.items[0]).toMatchObject({
          deposit_estimate_id: made.id,
          client_person_id: client,
          amount: 540,
        })
      })

      it('refuses a deposit out of range on create and edit with 400 VALIDATION on deposit', async () => {
        const client = seed.persons[0]?.id
        const refused = expectError(
          await api.send({
            method: 'POST',
            path: '/api/estimates',
            body: {
              client_person_id: client,
              line_items: [{ desc: 'Mulch', qty: 1, price: 48 }],
              deposit: { type: 'percent', value: 150 },
            },
          }),
          400,
          'VALIDATION',
        )
        expect(refused.fields?.deposit).toBe(DEPOSIT_MESSAGE)
        const estimate = seedEstimate('Open')
        const above = expectError(
          await api.patch(estimate.id, {
            deposit: { type: 'amount', value: estimate.total + 1 },
            version: estimate.version,
          }),
          400,
          'VALIDATION',
        )
        expect(above.fields?.deposit).toBe(DEPOSIT_MESSAGE)
        expect(await api.one(estimate.id)).toEqual(estimate)
      })
    })
  })
}
