// A bulk insert on PGlite fills the trigram indexes' pending lists and merges them before the commit
// (gin-bulk-insert.ts): afterwards the indexes are as the migrations made them (fastupdate off, no
// pending entries), the new rows are found by a search, and a failed insert changes nothing at all.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Row } from '../../api/shared/store'
import { personResource } from '../../domain/crm/person'
import { generateSeed } from '../../domain/seed/seed'
import { NOW } from '../testing/test-app'
import { OPEN_TIMEOUT_MS, testBackends } from '../testing/test-databases'
import type { Database } from './client'
import { GIN_BULK_MIN_ROWS } from './gin-bulk-insert'
import { createSqlStore, type SqlStore } from './sql-store'

const pglite = testBackends().filter((backend) => backend.name === 'pglite')

describe.each(pglite)('bulk insert into persons on $name', (backend) => {
  let database: Database
  let store: SqlStore
  const seed = generateSeed(NOW)
  const people = (prefix: string): Row[] =>
    Array.from({ length: GIN_BULK_MIN_ROWS + 10 }, (_, i) => ({
      ...(seed.persons[0] as Row),
      id: crypto.randomUUID(),
      name: `${prefix} Person ${i}`,
      email: `${prefix.toLowerCase()}${i}@bulk.example`,
    }))

  const fastupdateOptions = async () => {
    const result = (await database.db.execute(sql`
      SELECT c.relname AS name, c.reloptions AS options FROM pg_class c
      WHERE c.relname IN ('persons_search_idx', 'persons_search_doc_idx') ORDER BY c.relname`)) as {
      rows: { name: string; options: string[] | null }[]
    }
    return result.rows
  }

  beforeAll(async () => {
    database = await backend.open()
    store = createSqlStore(database.db, database.kind)
    await store.seedIfEmpty(() => seed)
  }, OPEN_TIMEOUT_MS)
  afterAll(() => database?.close())

  it('leaves the indexes as they were and finds the new rows', async () => {
    const before = await fastupdateOptions()
    expect(before.map((r) => r.options)).toEqual([['fastupdate=false'], ['fastupdate=false']])
    await store.transaction((tx) => tx.insertMany('persons', people('Zephyrine')))
    expect(await fastupdateOptions()).toEqual(before)
    // And again: the second bulk insert finds the indexes as the first left them.
    await store.transaction((tx) => tx.insertMany('persons', people('Yarrow')))
    expect(await fastupdateOptions()).toEqual(before)
    const page = await store.read((tx) =>
      tx.list(
        'persons',
        personResource.list,
        { q: 'zephyrine person 50', limit: 10, match: {} },
        NOW,
      ),
    )
    expect(page.items.map((p) => p.name)).toContain('Zephyrine Person 50')
  })

  it('changes nothing when the insert fails', async () => {
    const before = await fastupdateOptions()
    const rows = people('Quillon')
    rows.push({ ...rows[0]!, email: 'again@bulk.example' }) // the same id twice
    await expect(store.transaction((tx) => tx.insertMany('persons', rows))).rejects.toThrow()
    expect(await fastupdateOptions()).toEqual(before)
    const count = await store.read((tx) =>
      tx.count('persons', { op: 'eq', field: 'email', value: 'quillon1@bulk.example' }),
    )
    expect(count).toBe(0)
  })
})
