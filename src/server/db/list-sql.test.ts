// Keeps the two transports equal: the SQL list (and the SQL meaning of Conditions) must give exactly
// what the in-memory reference of src/domain/shared gives on the same rows: items, order, total and
// cursors, page after page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Row } from '../../api/shared/store'
import { resources } from '../../domain/resources'
import { generateSeed, type SeedData } from '../../domain/seed/seed'
import {
  and,
  eq,
  gte,
  inList,
  lt,
  matches,
  neq,
  or,
  type Condition,
} from '../../domain/shared/condition'
import { listInMemory } from '../../domain/shared/list-in-memory'
import {
  encodeCursor,
  SEARCH_TOTAL_CAP,
  type ListQuery,
  type ListSpec,
} from '../../domain/shared/list-query'
import { NOW } from '../testing/test-app'
import { OPEN_TIMEOUT_MS, testBackends } from '../testing/test-databases'
import type { Database } from './client'
import { SEARCH_WALK_ROWS } from './list-sql'
import { SEARCH_TABLE_MIN_WALK, SEARCH_TABLE_WALK_PER_MATCH } from './search-table'
import { createSqlStore, type SqlStore } from './sql-store'

let n = 0
const fixedId = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`

/** Rows that stress the semantics: equal names in different case, LIKE metacharacters, accents. */
function trickyPersons(): Row[] {
  const names = [
    'alice',
    'Alice',
    'ALICE',
    'Zoë Ångström',
    'émile Durand',
    '_under_score',
    '100% Legit',
    'back\\slash',
    'Ωmega',
    '',
    'a_b',
    'Maria garcia',
  ]
  return names.map((name, i) => ({
    id: fixedId(),
    name,
    phone: i % 2 ? `50%-${i}` : `(512) 555-9${i}`,
    email: i % 3 ? `${i}_x@example.com` : `alice${i}@example.com`,
    tags: i % 2 ? ['Residential', 'a%b'] : [],
    last_activity_at: NOW - (i % 3) * 1000, // ties on purpose
    location: '',
    avatar: '',
    created_at: NOW,
    version: 1,
  }))
}

function trickyCompanies(personId: string): Row[] {
  return [
    {
      id: fixedId(),
      name: 'Sites Co',
      primary_contact: null,
      contacts: [],
      sites: ['12 Oak St', 'Elm 7'],
      notes: '',
      website: '',
      version: 1,
    },
    {
      id: fixedId(),
      name: 'sites co',
      primary_contact: personId,
      contacts: [personId],
      sites: [],
      notes: 'Oak St Elm',
      website: 'https://oak.example.com',
      version: 1,
    },
  ]
}

function dataset(): SeedData {
  const seed = generateSeed(NOW)
  const persons = [...seed.persons, ...trickyPersons()] as SeedData['persons']
  const companies = [...seed.companies, ...trickyCompanies(persons[0]!.id)] as SeedData['companies']
  return { ...seed, persons, companies }
}

const searches = [
  'a',
  'ALI',
  '%',
  '_',
  '\\',
  'ë',
  'É',
  'garcia',
  '555',
  'zzz',
  'oak st',
  't e',
  'Oak St Elm',
  'a%b',
]

/** Queries for one collection: every sort and filter, exact-match fields from real rows, searches. */
function queriesFor(spec: ListSpec, rows: Row[]): ListQuery[] {
  const base = (extra: Partial<ListQuery>): ListQuery => ({ limit: 4, match: {}, ...extra })
  const queries: ListQuery[] = [base({ limit: 50 }), base({ limit: 1 })]
  for (const sort of Object.keys(spec.sorts)) queries.push(base({ sort }), base({ sort, limit: 7 }))
  for (const filter of Object.keys(spec.filters)) {
    for (const tz of [undefined, -300, 600]) queries.push(base({ filter, tz }))
  }
  for (const [field, kind] of Object.entries(spec.fields)) {
    // A member field's values are the ids its lists hold.
    const values = new Set(
      rows.flatMap((r) => (kind === 'member' ? (r[field] as string[]) : [r[field]])),
    )
    values.delete(null)
    values.delete(undefined)
    for (const value of [...values].slice(0, 3)) {
      queries.push(base({ match: { [field]: value as string | boolean } }))
    }
    if (kind === 'text') queries.push(base({ match: { [field]: 'no such value' } }))
  }
  for (const q of searches) {
    queries.push(base({ q }))
    const sort = Object.keys(spec.sorts)[1]
    if (sort) queries.push(base({ q, sort, limit: 2 }))
  }
  return queries
}

describe.each(testBackends())('SQL lists equal the in-memory reference on $name', (backend) => {
  let database: Database
  let store: SqlStore
  const data = dataset()

  beforeAll(async () => {
    database = await backend.open()
    store = createSqlStore(database.db, database.kind)
    await store.transaction((tx) => tx.replaceAll(data))
  }, OPEN_TIMEOUT_MS)
  afterAll(async () => {
    await database?.close()
  }, OPEN_TIMEOUT_MS)

  it.each(resources.map((r) => [r.name, r] as const))(
    '%s: every query, page by page',
    async (_name, def) => {
      const rows = data[def.name as keyof SeedData] as Row[]
      for (const query of queriesFor(def.list, rows)) {
        let cursor: string | undefined
        for (let page = 0; page < 100; page++) {
          const q = { ...query, cursor }
          const expected = listInMemory(def.list, rows, q, NOW)
          const actual = await store.transaction((tx) => tx.list(def.name, def.list, q, NOW))
          expect({ query: q, ...actual }).toEqual({ query: q, ...expected })
          // The same rows without counting the total (the dashboard's short lists).
          const rowsOnly = await store.transaction((tx) => tx.firstRows(def.name, def.list, q, NOW))
          expect({ query: q, rows: rowsOnly }).toEqual({ query: q, rows: expected.items })
          if (!expected.next_cursor) break
          cursor = expected.next_cursor
        }
      }
    },
  )

  it('continues from hand-made cursors exactly as the reference does', async () => {
    const def = resources.find((r) => r.name === 'jobs')!
    const rows = data.jobs as Row[]
    const someId = rows[3]!.id
    for (const cursor of [
      encodeCursor({ v: rows[3]!.date as number, id: someId }),
      encodeCursor({ v: (rows[3]!.date as number) + 0.5, id: someId }),
      encodeCursor({ v: 1e300, id: someId }),
      encodeCursor({ v: -1, id: '00000000-0000-4000-8000-000000000000' }),
    ]) {
      for (const sort of ['date', 'recent']) {
        const q: ListQuery = { limit: 50, match: {}, sort, cursor }
        const actual = await store.transaction((tx) => tx.list('jobs', def.list, q, NOW))
        expect(actual).toEqual(listInMemory(def.list, rows, q, NOW))
      }
    }
    const persons = resources[0]
    const textCursor = encodeCursor({ v: 'alice', id: data.persons[0]!.id })
    const q: ListQuery = { limit: 50, match: {}, cursor: textCursor }
    expect(await store.transaction((tx) => tx.list('persons', persons.list, q, NOW))).toEqual(
      listInMemory(persons.list, data.persons as Row[], q, NOW),
    )
  })

  it('refuses a cursor of the wrong kind like the reference does', async () => {
    const def = resources.find((r) => r.name === 'jobs')!
    const q: ListQuery = {
      limit: 5,
      match: {},
      cursor: encodeCursor({ v: 'text', id: data.jobs[0]!.id }),
    }
    expect(() => listInMemory(def.list, data.jobs as Row[], q, NOW)).toThrow('Invalid cursor')
    await expect(store.transaction((tx) => tx.list('jobs', def.list, q, NOW))).rejects.toThrow(
      'Invalid cursor',
    )
  })

  it('selects exactly the rows matches() accepts, for every kind of condition', async () => {
    const crew = data.crews[0]!.id
    const conditions: [string, Condition][] = [
      ['jobs', eq('assigned_crew_id', null)],
      ['jobs', neq('assigned_crew_id', null)],
      ['jobs', neq('assigned_crew_id', crew)],
      ['jobs', inList('assigned_crew_id', [crew, null])],
      ['jobs', { op: 'notIn', field: 'assigned_crew_id', values: [crew] }],
      ['jobs', { op: 'notIn', field: 'assigned_crew_id', values: [crew, null] }],
      ['jobs', inList('status', [])],
      ['jobs', { op: 'notIn', field: 'status', values: [] }],
      ['jobs', and()],
      ['jobs', or()],
      ['jobs', or(eq('status', 'Done'), and(gte('date', NOW), lt('date', NOW + 3 * 86_400_000)))],
      ['jobs', { op: 'lte', field: 'date', value: data.jobs[2]!.date }],
      ['jobs', { op: 'gt', field: 'date', value: data.jobs[2]!.date }],
      ['jobs', eq('status', 5)],
      ['jobs', eq('client_person_id', 'not-a-uuid')],
      ['jobs', neq('client_person_id', 'not-a-uuid')],
      ['jobs', lt('title', 5)],
      ['jobs', { op: 'contains', field: 'photos', value: 'x' }],
      ['crews', { op: 'contains', field: 'members', value: data.employees[1]!.id }],
      ['crews', eq('on_site_now', true)],
      ['crews', neq('on_site_now', false)],
      ['invoices', eq('job_id', null)],
      ['invoices', and(neq('status', 'Paid'), or(eq('status', 'Overdue'), lt('due_date', NOW)))],
      ['invoices', gte('amount', 2000)],
      ['payments', inList('method', ['ACH', null])],
      ['companies', eq('primary_contact', null)],
      ['persons', inList('name', ['alice', 'ALICE', 'nobody'])],
    ]
    for (const [collection, condition] of conditions) {
      const rows = data[collection as keyof SeedData] as Row[]
      const expected = rows
        .filter((r) => matches(r, condition))
        .map((r) => r.id)
        .sort()
      const found = await store.transaction((tx) => tx.findAll(collection, condition))
      expect({ collection, condition, ids: found.map((r) => r.id).sort() }).toEqual({
        collection,
        condition,
        ids: expected,
      })
      const counted = await store.transaction((tx) => tx.count(collection, condition))
      expect(counted).toBe(expected.length)
    }
  })

  it('counts a search up to the cap as the reference does, and everything without one', async () => {
    const def = resources[0]
    // Past the cap, and with the others more rows than one export page holds.
    const extra = Array.from({ length: SEARCH_TOTAL_CAP + 1000 }, (_, i) => ({
      ...(data.persons[0] as Row),
      id: fixedId(),
      name: `Capped ${i}`,
    }))
    // Older rows first by name: by name, the first SEARCH_WALK_ROWS rows hold no 'capped' (the
    // search sorts all its matches); most recent first, they all match (the walk fills the page).
    const first = data.persons[0] as Row & { created_at: number }
    const fillers = Array.from({ length: SEARCH_WALK_ROWS }, (_, i) => ({
      ...first,
      id: fixedId(),
      name: `Aaron Filler ${i}`,
      created_at: first.created_at - 1,
    }))
    // Past the cap and, but for the first five, last by name, behind more rows than a search table's
    // walk tests for so few matches (search-table.ts; its estimate of the matches is off by far less
    // than half): the walk finds five, and the page comes from sorting all matches.
    const late = Array.from({ length: SEARCH_TOTAL_CAP + 10 }, (_, i) => ({
      ...first,
      id: fixedId(),
      name: i < 5 ? `Aa Zz Late ${i}` : `Zz Late ${i}`,
    }))
    const walk = Math.max(SEARCH_TABLE_MIN_WALK, 1.5 * SEARCH_TABLE_WALK_PER_MATCH * late.length)
    expect(extra.length + fillers.length).toBeGreaterThan(walk)
    const rows = [...(data.persons as Row[]), ...extra, ...fillers, ...late]
    const rollback = new Error('roll back')
    const pages = store.transaction(async (tx) => {
      for (const row of [...extra, ...fillers, ...late]) await tx.insert('persons', row)
      for (const start of [
        { limit: 50, match: {}, q: 'a' },
        { limit: 50, match: {}, q: 'capped' },
        { limit: 50, match: {}, q: 'capped', sort: 'recent' },
        { limit: 50, match: {}, q: 'filler' },
        { limit: 50, match: {}, q: 'zz late' },
        { limit: 50, match: {}, q: 'Z' },
        { limit: 50, match: {} },
      ] satisfies ListQuery[]) {
        // The first three pages, each from the cursor of the one before.
        let query: ListQuery = start
        for (let page = 0; page < 3; page++) {
          const expected = listInMemory(def.list, rows, query, NOW)
          const actual = await tx.list('persons', def.list, query, NOW)
          expect({ query, ...actual }).toEqual({ query, ...expected })
          if (!expected.next_cursor) break
          query = { ...query, cursor: expected.next_cursor }
        }
      }
      // The export hands the rows over in pages of at most a thousand, in id order, each row once.
      const pages: Row[][] = []
      await tx.exportRows('persons', async (page) => {
        pages.push(page)
      })
      expect(pages.map((page) => page.length)).toEqual(
        Array.from({ length: Math.ceil(rows.length / 1000) }, (_, i) =>
          Math.min(1000, rows.length - i * 1000),
        ),
      )
      expect(pages.length).toBeGreaterThan(1)
      expect(pages.flat().map((row) => row.id)).toEqual(rows.map((row) => row.id).sort())
      throw rollback
    })
    await expect(pages).rejects.toBe(rollback)
    expect(listInMemory(def.list, rows, { limit: 1, match: {}, q: 'capped' }, NOW)).toMatchObject({
      total: SEARCH_TOTAL_CAP,
      total_capped: true,
    })
  })

  it('answers existing() in the caller spelling and ignores malformed ids', async () => {
    const id = data.persons[0]!.id
    const found = await store.transaction((tx) =>
      tx.existing('persons', 'id', [id, id.toUpperCase(), 'nope', fixedId()]),
    )
    expect([...found].sort()).toEqual([id, id.toUpperCase()].sort())
  })
})
