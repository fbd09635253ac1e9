// The transport cross-check: the same requests to two transports holding the same seed, answers
// compared, so the browser-only demo and the server cannot drift apart.
import { describe, expect, it } from 'vitest'
import type { ApiRequest } from '../../web/data/api-request'
import { useTransportPair, type MakeContractTransport } from '../seeded-transport'
import { byText, client, fixtures, ids, seed } from './contract-helpers'

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
    const [transportA, transportB] = useTransportPair(makeA, makeB)
    const apiA = client(transportA)
    const apiB = client(transportB)

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
        // A send's e-mail is the server's alone (the demo answers none): its record must agree.
        const same = (res: typeof resA) =>
          req.path.endsWith('/send')
            ? { status: res.status, record: (res.body as { record?: unknown }).record }
            : res
        expect(same(resA), `${req.method} ${req.path}`).toEqual(same(resB))
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
