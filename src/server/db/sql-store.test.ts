// The SQL store's transaction behaviour: all-or-nothing, retries on races the database detects,
// database errors turned into the API's error codes, and seeding exactly once.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Row } from '../../api/store'
import { generateSeed } from '../../domain/seed/seed'
import { AppError } from '../../domain/shared/app-error'
import { eq } from '../../domain/shared/condition'
import { NOW } from '../testing/test-app'
import { OPEN_TIMEOUT_MS, testBackends } from '../testing/test-databases'
import type { Database } from './client'
import { createSqlStore, isRetryable, MAX_ATTEMPTS, type SqlStore } from './sql-store'

const MISSING_ID = '00000000-0000-4000-8000-000000000000'

describe('isRetryable', () => {
  it('retries serialization failures, deadlocks and duplicate invoice numbers only', () => {
    expect(isRetryable({ code: '40001' })).toBe(true)
    expect(isRetryable(Object.assign(new Error('wrapped'), { cause: { code: '40P01' } }))).toBe(
      true,
    )
    expect(isRetryable({ code: '23505', constraint: 'invoices_number_unique' })).toBe(true)
    expect(isRetryable({ code: '23505', constraint: 'persons_pkey' })).toBe(false)
    expect(isRetryable({ code: '23503' })).toBe(false)
    expect(isRetryable(new Error('plain'))).toBe(false)
    expect(isRetryable(new AppError('CONFLICT', 'x'))).toBe(false)
  })
})

describe.each(testBackends())('SQL store on $name', (backend) => {
  let database: Database
  let store: SqlStore
  const seed = generateSeed(NOW)

  beforeAll(async () => {
    database = await backend.open()
    store = createSqlStore(database.db, database.kind)
  }, OPEN_TIMEOUT_MS)
  afterAll(async () => {
    await database?.close()
  }, OPEN_TIMEOUT_MS)

  it('seeds an empty database once, even when asked three times at once', async () => {
    const results = await Promise.all([1, 2, 3].map(() => store.seedIfEmpty(() => seed)))
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await store.seedIfEmpty(() => seed)).toBe(false)
    expect(await store.transaction((tx) => tx.count('persons', null))).toBe(20)
  })

  it('keeps nothing of a transaction that fails', async () => {
    const person: Row = {
      ...seed.persons[0]!,
      id: '11111111-1111-4111-8111-111111111111',
      version: 1,
    }
    await expect(
      store.transaction(async (tx) => {
        await tx.insert('persons', person)
        throw new AppError('CONFLICT', 'changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    expect(await store.transaction((tx) => tx.get('persons', person.id))).toBeNull()
  })

  it('retries the whole work after a serialization failure', async () => {
    let calls = 0
    const result = await store.transaction(async (tx) => {
      calls++
      await tx.count('persons', null)
      if (calls < 3) throw Object.assign(new Error('could not serialize'), { code: '40001' })
      return 'done'
    })
    expect(result).toBe('done')
    expect(calls).toBe(3)
  })

  it('gives up with a CONFLICT after repeated duplicate invoice numbers', async () => {
    let calls = 0
    const taken = seed.invoices[0]!
    const attempt = store.transaction(async (tx) => {
      calls++
      await tx.insert('invoices', { ...taken, id: MISSING_ID, version: 1 })
    })
    await expect(attempt).rejects.toMatchObject({ code: 'CONFLICT' })
    expect(calls).toBe(MAX_ATTEMPTS)
    expect(await store.transaction((tx) => tx.get('invoices', MISSING_ID))).toBeNull()
  })

  it('turns a write naming a missing record into VALIDATION, a refused delete into CONFLICT', async () => {
    const job: Row = {
      ...seed.jobs[0]!,
      id: MISSING_ID,
      client_person_id: '22222222-2222-4222-8222-222222222222',
      version: 1,
    }
    await expect(store.transaction((tx) => tx.insert('jobs', job))).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: { client_person_id: 'Person not found for client_person_id' },
    })
    const client = seed.jobs[0]!.client_person_id
    await expect(store.transaction((tx) => tx.remove('persons', client))).rejects.toMatchObject({
      code: 'CONFLICT',
    })
    expect(await store.transaction((tx) => tx.get('persons', client))).not.toBeNull()
  })

  // A real lock wait needs PostgreSQL: PGlite runs one transaction at a time, so there the second
  // transaction waits for the first whether or not the row is locked.
  it.skipIf(backend.name !== 'postgres')(
    'locks a row read for update until the transaction ends',
    async () => {
      const invoice = seed.invoices[0]!
      const order: string[] = []
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      let locked!: () => void
      const firstLocked = new Promise<void>((resolve) => (locked = resolve))
      const first = store.transaction(async (tx) => {
        await tx.get('invoices', invoice.id, { forUpdate: true })
        order.push('first locked')
        locked()
        await held
        order.push('first done')
      })
      await firstLocked
      const second = store.transaction(async (tx) => {
        await tx.get('invoices', invoice.id, { forUpdate: true })
        order.push('second locked')
      })
      // The second is seen waiting on a row lock (an event the database reports, not a guessed time).
      await vi.waitFor(
        async () => {
          const { rows } = (await database.db.execute(
            sql`SELECT count(*)::int AS waiting FROM pg_stat_activity
                WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          )) as unknown as { rows: { waiting: number }[] }
          expect(rows[0]?.waiting).toBe(1)
        },
        { timeout: 10_000, interval: 20 },
      )
      expect(order).toEqual(['first locked'])
      release()
      await Promise.all([first, second])
      expect(order).toEqual(['first locked', 'first done', 'second locked'])
    },
  )

  it('pulls an id out of an array field and bumps the version', async () => {
    const crew = seed.crews.find((c) => c.members.length > 1)!
    await store.transaction((tx) => tx.pull('crews', 'members', crew.members[0]!))
    const read = await store.transaction((tx) => tx.get('crews', crew.id))
    expect(read).toMatchObject({ members: crew.members.slice(1), version: crew.version + 1 })
    const untouched = seed.crews.find((c) => !c.members.includes(crew.members[0]!))!
    expect(await store.transaction((tx) => tx.findAll('crews', eq('id', untouched.id)))).toEqual([
      untouched,
    ])
  })
  it('reads by id (store.read) see every committed write, also one a foreign key made', async () => {
    const job = seed.jobs.find((j) => j.assigned_crew_id)!
    const readJob = () => store.read((tx) => tx.get('jobs', job.id))
    expect(await readJob()).toMatchObject({ assigned_crew_id: job.assigned_crew_id })
    expect(await readJob()).toMatchObject({ assigned_crew_id: job.assigned_crew_id })
    const renamed = { ...job, title: 'Renamed by the test', version: job.version + 1 }
    await store.transaction((tx) => tx.update('jobs', renamed))
    expect(await readJob()).toMatchObject({ title: 'Renamed by the test' })
    // Deleting the crew sets the job's crew to null in the database (ON DELETE SET NULL).
    await store.transaction((tx) => tx.remove('crews', job.assigned_crew_id!))
    expect(await readJob()).toMatchObject({ assigned_crew_id: null })
    // A write rolled back leaves the committed row to read.
    await expect(
      store.transaction(async (tx) => {
        await tx.update('jobs', { ...renamed, assigned_crew_id: null, title: 'Never committed' })
        throw new AppError('CONFLICT', 'changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    expect(await readJob()).toMatchObject({ title: 'Renamed by the test' })
  })
})
