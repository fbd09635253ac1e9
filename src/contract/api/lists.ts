// The API contract for lists: paging, sorting, searching and the filters every list answers.
import { describe, expect, it } from 'vitest'
import { localDayRange } from '../../domain/shared/list-query'
import {
  byText,
  CONTRACT_NOW,
  type ContractClient,
  type ErrorBody,
  expectError,
  fixtures,
  ids,
  MALFORMED_ID,
  seed,
  UNKNOWN_ID,
} from './contract-helpers'

export function defineListsContract(api: ContractClient): void {
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
}
