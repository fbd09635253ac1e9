// Gets by id gathered per turn of the event loop: every caller gets its own row (or null), the
// statements sent are one per collection and turn, and a failure reaches every caller of its batch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateSeed } from '../../domain/seed/seed'
import { NOW } from '../testing/test-app'
import { OPEN_TIMEOUT_MS, testBackends } from '../testing/test-databases'
import type { Database } from './client'
import { createGetBatcher } from './get-batcher'
import { createSqlStore } from './sql-store'
import { createSqlTx } from './sql-tx'

const MISSING_ID = '00000000-0000-4000-8000-000000000000'

describe.each(testBackends())('get batcher on $name', (backend) => {
  let database: Database
  const seed = generateSeed(NOW)
  const batches: string[] = []
  const reader = () =>
    createGetBatcher(database.db, {
      onBatch: (collection, gets) => batches.push(`${collection}:${gets}`),
    })

  beforeAll(async () => {
    database = await backend.open()
    await createSqlStore(database.db, database.kind).seedIfEmpty(() => seed)
  }, OPEN_TIMEOUT_MS)
  afterAll(async () => {
    await database?.close()
  }, OPEN_TIMEOUT_MS)

  it('answers the gets of one turn with one statement per collection, each with its own row', async () => {
    const tx = reader().reading(createSqlTx(database.db))
    const [a, b, c] = seed.persons
    batches.length = 0
    const got = await Promise.all([
      tx.get('persons', a!.id as string),
      tx.get('persons', b!.id as string),
      tx.get('persons', MISSING_ID),
      tx.get('companies', seed.companies[0]!.id as string),
      tx.get('persons', c!.id as string),
      tx.get('persons', 'not-a-uuid'),
    ])
    expect(batches.sort()).toEqual(['companies:1', 'persons:4'])
    expect(got.map((row) => row?.id ?? null)).toEqual([
      a!.id,
      b!.id,
      null,
      seed.companies[0]!.id,
      c!.id,
      null,
    ])
    const alone = await createSqlTx(database.db).get('persons', b!.id as string)
    expect(got[1]).toEqual(alone)
  })

  it('gives two callers of one record (in any case) equal rows that are not the same object', async () => {
    const tx = reader().reading(createSqlTx(database.db))
    const id = seed.persons[3]!.id as string
    const [first, second] = await Promise.all([
      tx.get('persons', id),
      tx.get('persons', id.toUpperCase()),
    ])
    expect(first?.id).toBe(id)
    expect(first).toEqual(second)
    expect(first).not.toBe(second)
  })

  it('starts a new batch in the next turn and sees what was committed before it was asked', async () => {
    const store = createSqlStore(database.db, database.kind)
    const tx = reader().reading(createSqlTx(database.db))
    const id = seed.persons[4]!.id as string
    batches.length = 0
    const before = await tx.get('persons', id)
    await store.transaction((w) => w.update('persons', { ...before!, phone: '555-0199' }))
    const after = await tx.get('persons', id)
    expect(after?.phone).toBe('555-0199')
    expect(batches).toEqual(['persons:1', 'persons:1'])
  })

  it('rejects every caller of a batch whose statement fails', async () => {
    const broken = new Proxy(database.db, {
      get: (target, key) =>
        key === 'select'
          ? () => {
              throw new Error('the database went away')
            }
          : Reflect.get(target, key),
    })
    const failing = createGetBatcher(broken)
    const tx = failing.reading(createSqlTx(database.db))
    const results = await Promise.allSettled(
      seed.persons.slice(0, 3).map((p) => tx.get('persons', p.id as string)),
    )
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected'])
  })
})
