import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { jobResource } from '../projects/job'
import { AppError } from './app-error'
import { eq, gte } from './condition'
import { listInMemory, searchMatches } from './list-in-memory'
import { DEFAULT_LIMIT, listQuerySchema, SEARCH_TOTAL_CAP, type ListSpec } from './list-query'

const NOW = Date.UTC(2026, 2, 10, 12)

type Row = {
  id: string
  name: string
  tags: string[]
  status: string
  amount: number
  is_active: boolean
}

const spec: ListSpec = {
  search: ['name', 'tags'],
  filters: { big: () => gte('amount', 100), active: () => eq('is_active', true) },
  fields: { status: 'text', is_active: 'boolean' },
  sorts: {
    name: { field: 'name', direction: 'asc', kind: 'text' },
    amount: { field: 'amount', direction: 'desc', kind: 'number' },
  },
  defaultSort: 'name',
}

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`

let nextRow = 1
function makeRow(overrides: Partial<Row> = {}): Row {
  const n = nextRow++
  return {
    id: uuid(n),
    name: `Row ${n}`,
    tags: [],
    status: 'Open',
    amount: 10,
    is_active: true,
    ...overrides,
  }
}

function list(rows: readonly Row[], query: Record<string, string> = {}, listSpec = spec) {
  return listInMemory(listSpec, rows, listQuerySchema(listSpec).parse(query), NOW)
}

const names = (rows: readonly { name: string }[]) => rows.map((r) => r.name)

describe('search', () => {
  const rows = [
    makeRow({ name: 'Oakmont Property', tags: ['Commercial'] }),
    makeRow({ name: 'Maple Yard', tags: ['Residential', 'VIP'] }),
    makeRow({ name: 'Cedar Lane', status: 'oak' }),
  ]

  it('is a case-insensitive substring match on the search fields', () => {
    expect(names(list(rows, { q: 'OAK' }).items)).toEqual(['Oakmont Property'])
    expect(names(list(rows, { q: 'yar' }).items)).toEqual(['Maple Yard'])
  })

  it('looks inside array fields', () => {
    expect(names(list(rows, { q: 'vip' }).items)).toEqual(['Maple Yard'])
    expect(names(list(rows, { q: 'mmerc' }).items)).toEqual(['Oakmont Property'])
  })

  it('ignores fields that are not searched', () => {
    expect(searchMatches(spec, { name: 'x', status: 'oak' }, 'oak')).toBe(false)
    expect(list(rows, { q: 'nothing like it' })).toEqual({ items: [], total: 0, next_cursor: null })
  })

  it('matches everything when a list has no search fields', () => {
    expect(searchMatches({ ...spec, search: [] }, { name: 'x' }, 'zzz')).toBe(true)
  })
})

describe('filters and exact-match fields', () => {
  const rows = [
    makeRow({ name: 'a', amount: 150, status: 'Open', is_active: true }),
    makeRow({ name: 'b', amount: 50, status: 'Paid', is_active: false }),
    makeRow({ name: 'c', amount: 100, status: 'Paid', is_active: true }),
  ]

  it('applies a named filter', () => {
    expect(names(list(rows, { filter: 'big' }).items)).toEqual(['a', 'c'])
  })

  it('matches text and boolean fields exactly', () => {
    expect(names(list(rows, { status: 'Paid' }).items)).toEqual(['b', 'c'])
    expect(names(list(rows, { status: 'paid' }).items)).toEqual([])
    expect(names(list(rows, { is_active: 'false' }).items)).toEqual(['b'])
  })

  it('combines filter, fields and search', () => {
    expect(names(list(rows, { filter: 'big', status: 'Paid', q: 'C' }).items)).toEqual(['c'])
  })

  it('filters jobs to the local day of the tz offset', () => {
    const job = (name: string, date: number) => ({ ...makeRow({ name }), date })
    const jobs = [
      job('10th UTC, 9th in NY', Date.UTC(2026, 2, 10, 2)),
      job('10th in both', Date.UTC(2026, 2, 10, 9)),
      job('11th UTC, 10th in NY', Date.UTC(2026, 2, 11, 2)),
    ]
    const query = (tz: string) => listQuerySchema(jobResource.list).parse({ filter: 'today', tz })
    expect(names(listInMemory(jobResource.list, jobs, query('0'), NOW).items)).toEqual([
      '10th UTC, 9th in NY',
      '10th in both',
    ])
    expect(names(listInMemory(jobResource.list, jobs, query('-300'), NOW).items)).toEqual([
      '10th in both',
      '11th UTC, 10th in NY',
    ])
  })
})

describe('sort', () => {
  it("puts today's and later jobs first, earliest first, then the past, latest first (upcoming)", () => {
    const HOUR = 3_600_000
    const job = (name: string, date: number) => ({ ...makeRow({ name }), date })
    const jobs = [
      job('yesterday', NOW - 24 * HOUR),
      job('next week', NOW + 7 * 24 * HOUR),
      job('this morning', NOW - 3 * HOUR),
      job('last month', NOW - 30 * 24 * HOUR),
      job('tomorrow', NOW + 24 * HOUR),
    ]
    const parse = (q: Record<string, string>) =>
      listQuerySchema(jobResource.list).parse({ sort: 'upcoming', ...q })
    const all = listInMemory(jobResource.list, jobs, parse({}), NOW)
    expect(names(all.items)).toEqual([
      'this morning',
      'tomorrow',
      'next week',
      'yesterday',
      'last month',
    ])
    // Paged: the cursor carries the pivoted key, so the second page goes on into the past.
    const first = listInMemory(jobResource.list, jobs, parse({ limit: '3' }), NOW)
    const second = listInMemory(
      jobResource.list,
      jobs,
      parse({ limit: '3', cursor: first.next_cursor ?? '' }),
      NOW,
    )
    expect(names([...first.items, ...second.items])).toEqual(names(all.items))
  })

  it('sorts text ascending, ignoring case', () => {
    const rows = [
      makeRow({ name: 'charlie' }),
      makeRow({ name: 'Bravo' }),
      makeRow({ name: 'alpha' }),
    ]
    expect(names(list(rows).items)).toEqual(['alpha', 'Bravo', 'charlie'])
  })

  it('sorts numbers descending', () => {
    const rows = [makeRow({ amount: 5 }), makeRow({ amount: 50 }), makeRow({ amount: 20 })]
    expect(list(rows, { sort: 'amount' }).items.map((r) => r.amount)).toEqual([50, 20, 5])
  })

  it('breaks ties by id in the sort direction', () => {
    const rows = [
      makeRow({ id: uuid(0xb), name: 'same', amount: 1 }),
      makeRow({ id: uuid(0xa), name: 'Same', amount: 1 }),
      makeRow({ id: uuid(0xc), name: 'SAME', amount: 1 }),
    ]
    expect(list(rows).items.map((r) => r.id)).toEqual([uuid(0xa), uuid(0xb), uuid(0xc)])
    expect(list(rows, { sort: 'amount' }).items.map((r) => r.id)).toEqual([
      uuid(0xc),
      uuid(0xb),
      uuid(0xa),
    ])
  })
})

describe('paging', () => {
  const rows = ['e', 'a', 'd', 'b', 'c'].map((name) => makeRow({ name }))

  it('returns a page, the full count and a cursor to the next page', () => {
    const first = list(rows, { limit: '2' })
    expect(names(first.items)).toEqual(['a', 'b'])
    expect(first.total).toBe(5)
    expect(first.next_cursor).toEqual(expect.any(String))

    const second = list(rows, { limit: '2', cursor: first.next_cursor ?? '' })
    expect(names(second.items)).toEqual(['c', 'd'])
    expect(second.total).toBe(5)

    const last = list(rows, { limit: '2', cursor: second.next_cursor ?? '' })
    expect(names(last.items)).toEqual(['e'])
    expect(last.next_cursor).toBeNull()
  })

  it('has no next cursor when the page ends exactly at the last row', () => {
    expect(list(rows, { limit: '5' }).next_cursor).toBeNull()
  })

  it('continues after the cursor row even when that row is gone', () => {
    const first = list(rows, { limit: '2' })
    const withoutB = rows.filter((r) => r.name !== 'b')
    expect(names(list(withoutB, { limit: '2', cursor: first.next_cursor ?? '' }).items)).toEqual([
      'c',
      'd',
    ])
  })

  it('refuses an invalid cursor with a VALIDATION error', () => {
    const attempt = () => list(rows, { cursor: 'definitely-not-a-cursor' })
    expect(attempt).toThrowError(AppError)
    expect(attempt).toThrowError(
      expect.objectContaining({ code: 'VALIDATION', fields: { cursor: 'Invalid cursor' } }),
    )
  })

  it('refuses a cursor of another sort kind', () => {
    const byName = list(rows, { limit: '1' }).next_cursor ?? ''
    expect(() => list(rows, { sort: 'amount', cursor: byName })).toThrowError(
      expect.objectContaining({ code: 'VALIDATION' }),
    )
  })
})

describe('the total of a search', () => {
  const many = Array.from({ length: SEARCH_TOTAL_CAP + 1 }, () => makeRow({ name: 'Match' }))

  it('counts up to the cap and says when it stopped there', () => {
    const page = list(many, { q: 'match' })
    expect(page.total).toBe(SEARCH_TOTAL_CAP)
    expect(page.total_capped).toBe(true)
    expect(page.items).toHaveLength(DEFAULT_LIMIT)
    expect(page.next_cursor).toEqual(expect.any(String))
  })

  it('is exact up to the cap, and always without a search', () => {
    const exact = list(many.slice(1), { q: 'match' })
    expect(exact.total).toBe(SEARCH_TOTAL_CAP)
    expect(exact).not.toHaveProperty('total_capped')
    const all = list(many, {})
    expect(all.total).toBe(SEARCH_TOTAL_CAP + 1)
    expect(all).not.toHaveProperty('total_capped')
  })
})

describe('walking every page (property)', () => {
  const rowArb = fc.record({
    name: fc.constantFrom('alpha', 'Alpha', 'bravo', 'Charlie', 'delta', 'Éclair', ''),
    tags: fc.array(fc.constantFrom('VIP', 'Residential', 'Commercial'), { maxLength: 2 }),
    status: fc.constantFrom('Open', 'Paid'),
    amount: fc.integer({ min: 0, max: 5 }),
    is_active: fc.boolean(),
  })
  const rowsArb = fc
    .uniqueArray(fc.integer({ min: 1, max: 0xffffff }), { maxLength: 40 })
    .chain((ids) => fc.tuple(...ids.map((n) => rowArb.map((r): Row => ({ ...r, id: uuid(n) })))))
  const queryArb = fc.record(
    {
      sort: fc.constantFrom('name', 'amount'),
      filter: fc.constantFrom('big', 'active'),
      status: fc.constantFrom('Open', 'Paid'),
      q: fc.constantFrom('a', 'VIP', 'É'),
    },
    { requiredKeys: ['sort'] },
  )

  /** The order the list promises, computed independently of listInMemory. */
  function expectedOrder(rows: Row[], sort: string): string[] {
    const key = (r: Row) => (sort === 'amount' ? r.amount : r.name.toLowerCase())
    const dir = sort === 'amount' ? -1 : 1
    const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0)
    return [...rows].sort((a, b) => dir * (cmp(key(a), key(b)) || cmp(a.id, b.id))).map((r) => r.id)
  }

  it('returns every matching row exactly once, in order, with a constant total', () => {
    fc.assert(
      fc.property(rowsArb, queryArb, fc.integer({ min: 1, max: 7 }), (rows, query, limit) => {
        const all = list(rows, { ...query, limit: '200' })
        const seen: string[] = []
        let cursor: string | null = null
        let pages = 0
        do {
          const page = list(rows, {
            ...query,
            limit: String(limit),
            ...(cursor ? { cursor } : {}),
          })
          expect(page.total).toBe(all.total)
          expect(page.items.length).toBeLessThanOrEqual(limit)
          seen.push(...page.items.map((r) => r.id))
          cursor = page.next_cursor
          pages++
          expect(pages).toBeLessThanOrEqual(rows.length + 1)
        } while (cursor)

        const matching = rows.filter((r) => all.items.includes(r))
        expect(seen).toEqual(expectedOrder(matching, query.sort))
        expect(new Set(seen).size).toBe(seen.length)
        expect(all.total).toBe(all.items.length)
      }),
    )
  })

  it('has total equal to the number of rows matching filter, fields and search', () => {
    fc.assert(
      fc.property(rowsArb, queryArb, (rows, query) => {
        const expected = rows.filter(
          (r) =>
            (query.filter !== 'big' || r.amount >= 100) &&
            (query.filter !== 'active' || r.is_active) &&
            (query.status === undefined || r.status === query.status) &&
            (query.q === undefined ||
              [r.name, ...r.tags].some((v) => v.toLowerCase().includes(query.q!.toLowerCase()))),
        )
        expect(list(rows, { ...query, limit: '1' }).total).toBe(expected.length)
      }),
    )
  })
})
