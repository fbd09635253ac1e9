// The search table of persons (decision 020) holds, for every person and nothing else, the sort key
// and the search document list-sql.ts would compute from the person's own row, whatever writes them.
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Row } from '../../api/store'
import { personResource } from '../../domain/crm/person'
import { generateSeed } from '../../domain/seed/seed'
import { NOW } from '../testing/test-app'
import { OPEN_TIMEOUT_MS, testBackends } from '../testing/test-databases'
import type { Database } from './client'
import { columnOf } from './columns'
import { persons, personsSearch, textSortKey } from './schema'
import { searchDocument } from './search-document'
import { createSqlStore, type SqlStore } from './sql-store'

describe.each(testBackends())('persons_search on $name', (backend) => {
  let database: Database
  let store: SqlStore
  const seed = generateSeed(NOW)
  const person = (name: string, extra: Partial<Row> = {}): Row => ({
    ...(seed.persons[0] as Row),
    id: crypto.randomUUID(),
    name,
    ...extra,
  })

  const countOf = async (query: SQL) => {
    const result = (await database.db.execute(query)) as { rows: { n: number }[] }
    return Number(result.rows[0]?.n)
  }

  /** Rows where the search table and the expressions list-sql.ts uses on persons disagree. */
  async function disagreements(): Promise<number> {
    const fields = personResource.list.search.map((field) => columnOf(persons, field))
    const expected = sql`SELECT ${persons.id}, ${textSortKey(persons.name)}, ${searchDocument(fields)} FROM ${persons}`
    const held = sql`SELECT ${personsSearch.id}, ${personsSearch.key}, ${personsSearch.doc} FROM ${personsSearch}`
    return countOf(
      sql`SELECT count(*)::int AS n FROM ((${expected} EXCEPT ${held}) UNION ALL (${held} EXCEPT ${expected})) AS differing`,
    )
  }
  const held = () => countOf(sql`SELECT count(*)::int AS n FROM ${personsSearch}`)

  beforeAll(async () => {
    database = await backend.open()
    store = createSqlStore(database.db, database.kind)
    await store.transaction((tx) => tx.replaceAll(seed))
  }, OPEN_TIMEOUT_MS)
  afterAll(async () => {
    await database?.close()
  }, OPEN_TIMEOUT_MS)

  it('holds every person once after seeding', async () => {
    expect(await held()).toBe(seed.persons.length)
    expect(await disagreements()).toBe(0)
  })

  it('follows inserts, edits of each searched field, other edits and deletes', async () => {
    const zoe = person('Zoë ÅNGSTRÖM', { email: 'ZOE@Example.com', phone: '50% off' })
    await store.transaction((tx) => tx.insert('persons', zoe))
    expect(await disagreements()).toBe(0)
    expect(await held()).toBe(seed.persons.length + 1)

    for (const change of [
      { name: 'Émile Durand' },
      { email: 'EMILE@example.org' },
      { phone: '(512) 555-0199' },
      { tags: ['Residential'], location: 'Austin' },
    ]) {
      const current = await store.transaction((tx) => tx.get('persons', zoe.id))
      await store.transaction((tx) => tx.update('persons', { ...current!, ...change }))
      expect({ change, disagreements: await disagreements() }).toEqual({ change, disagreements: 0 })
    }

    // A statement that sets one column only (as a data migration might).
    for (const change of [
      sql`UPDATE ${persons} SET phone = '555 PHONE' WHERE id = ${zoe.id}`,
      sql`UPDATE ${persons} SET email = 'only@EMAIL.test' WHERE id = ${zoe.id}`,
      sql`UPDATE ${persons} SET name = 'Only Name' WHERE id = ${zoe.id}`,
    ]) {
      await database.db.execute(change)
      expect(await disagreements()).toBe(0)
    }

    await store.transaction((tx) => tx.remove('persons', zoe.id))
    expect(await disagreements()).toBe(0)
    expect(await held()).toBe(seed.persons.length)
  })

  it('keeps nothing of a write that was rolled back', async () => {
    const rollback = new Error('roll back')
    await expect(
      store.transaction(async (tx) => {
        await tx.insert('persons', person('Rolled Back'))
        const first = await tx.get('persons', seed.persons[0]!.id)
        await tx.update('persons', { ...first!, name: 'Renamed In Vain' })
        throw rollback
      }),
    ).rejects.toBe(rollback)
    expect(await disagreements()).toBe(0)
    expect(await held()).toBe(seed.persons.length)
  })

  it('is emptied with persons, by DELETE and by TRUNCATE', async () => {
    await store.transaction((tx) => tx.replaceAll(seed))
    expect(await disagreements()).toBe(0)
    expect(await held()).toBe(seed.persons.length)
    await database.db.execute(sql`TRUNCATE persons CASCADE`)
    expect(await held()).toBe(0)
    await store.transaction((tx) => tx.replaceAll(seed))
    expect(await disagreements()).toBe(0)
  })
  it('answers only a search of every field it holds: a search narrowed to fewer fields reads persons', async () => {
    const someone = seed.persons.find((p) => p.email.length > 3 && !p.name.includes(p.email))!
    const narrowed = { ...personResource.list, search: ['name', 'phone'] }
    const query = { q: someone.email, limit: 10, match: {} }
    const page = await store.transaction((tx) => tx.list('persons', narrowed, query, NOW))
    expect(page.items.map((p) => p.id)).not.toContain(someone.id)
    const full = await store.transaction((tx) =>
      tx.list('persons', personResource.list, query, NOW),
    )
    expect(full.items.map((p) => p.id)).toContain(someone.id)
  })
})
