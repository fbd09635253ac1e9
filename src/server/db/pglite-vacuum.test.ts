// The embedded autovacuum: which tables are due, that a pass marks them all-visible (and does not
// find them due again), that it waits for a transaction in progress, and that stop ends it.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPEN_TIMEOUT_MS } from '../testing/test-databases'
import { IN_MEMORY, openDatabase, type Database } from './client'
import type { Executor } from './executor'
import {
  readTableActivity,
  startVacuumScheduler,
  tablesDueForVacuum,
  type Maintenance,
  type VacuumScheduler,
} from './pglite-vacuum'
import { createSqlStore, type SqlStore } from './sql-store'

const idle = {
  rows: 10_000,
  pages: 200,
  allVisiblePages: 200,
  deadRows: 0,
  insertedSinceVacuum: 0,
  modifiedSinceAnalyze: 0,
}

describe('tablesDueForVacuum', () => {
  it("applies autovacuum's rules: dead rows and inserts past a base plus a share", () => {
    expect(
      tablesDueForVacuum([
        { ...idle, table: 'idle' },
        { ...idle, table: 'dead', deadRows: 2051 }, // > 50 + 20%
        { ...idle, table: 'few-dead', deadRows: 2050 },
        { ...idle, table: 'inserted', insertedSinceVacuum: 3001 }, // > 1000 + 20%
        { ...idle, table: 'few-inserted', insertedSinceVacuum: 3000 },
      ]),
    ).toEqual([
      { table: 'dead', command: 'VACUUM' },
      { table: 'inserted', command: 'VACUUM' },
    ])
  })

  it('analyzes tables whose rows changed past a base plus a share, and vacuums too when due', () => {
    expect(
      tablesDueForVacuum([
        { ...idle, table: 'modified', modifiedSinceAnalyze: 1051 }, // > 50 + 10%
        { ...idle, table: 'few-modified', modifiedSinceAnalyze: 1050 },
        { ...idle, table: 'both', modifiedSinceAnalyze: 3001, insertedSinceVacuum: 3001 },
      ]),
    ).toEqual([
      { table: 'both', command: 'VACUUM (ANALYZE)' },
      { table: 'modified', command: 'ANALYZE' },
    ])
  })

  it('catches up on tables that grew before a restart (their counters start again at zero)', () => {
    expect(
      tablesDueForVacuum([
        { ...idle, table: 'never-vacuumed', allVisiblePages: 0 },
        { ...idle, table: 'grown', pages: 230, allVisiblePages: 200 }, // 30 pages: 13%
        { ...idle, table: 'grown-a-little', pages: 215, allVisiblePages: 200 }, // 7%
        { ...idle, table: 'tiny', pages: 7, allVisiblePages: 0 }, // under 8 pages: never
        { ...idle, table: 'shrunk', pages: 10, allVisiblePages: 40 },
      ]),
    ).toEqual([
      { table: 'never-vacuumed', command: 'VACUUM' },
      { table: 'grown', command: 'VACUUM' },
    ])
  })
})

describe('startVacuumScheduler', () => {
  it('touches the database no more once stopped (it may be closed next)', async () => {
    let calls = 0
    const scheduler = startVacuumScheduler({
      exclusive: async <T>(): Promise<T> => {
        calls++
        return [] as T
      },
      intervalMs: 3_600_000,
    })
    await scheduler.runNow()
    const before = calls
    expect(before).toBeGreaterThan(0)
    await scheduler.stop()
    expect(await scheduler.runNow()).toEqual([])
    expect(calls).toBe(before)
  })
})

/** Persons straight into the table (the store's rules are not under test here). */
async function insertPersons(db: Executor, count: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO persons (id, name, email, last_activity_at, created_at)
    SELECT gen_random_uuid(), 'Person ' || g, 'person' || g || '@example.com', g, g
    FROM generate_series(1, ${count}) AS g`)
}

async function activity(db: Executor, table: string) {
  const row = (await readTableActivity(db)).find((t) => t.table === table)
  if (!row) throw new Error(`no table ${table}`)
  return row
}

describe('the VACUUM scheduler on PGlite', () => {
  let database: Database
  let store: SqlStore
  let scheduler: VacuumScheduler | null = null
  const done: string[] = []
  const tables = (maintained: Maintenance[] | undefined) => maintained?.map((m) => m.table)

  beforeAll(async () => {
    database = await openDatabase({ dataDir: IN_MEMORY })
    store = createSqlStore(database.db, database.kind)
  }, OPEN_TIMEOUT_MS)
  afterAll(async () => {
    await scheduler?.stop()
    await database?.close()
  }, OPEN_TIMEOUT_MS)

  it('vacuums a table after many writes and then finds nothing due', async () => {
    await insertPersons(database.db, 2000)
    const before = await activity(database.db, 'persons')
    expect(before).toMatchObject({ insertedSinceVacuum: 2000, allVisiblePages: 0 })

    // A long interval: only the pass at start and the ones asked for run.
    scheduler = startVacuumScheduler({
      exclusive: (work) => store.exclusive(work),
      intervalMs: 3_600_000,
      onDone: ({ table, command }) => done.push(`${command} ${table}`),
    })
    // persons_search is written with persons (its trigger: decision 020).
    expect(await scheduler.runNow()).toEqual([
      { table: 'persons', command: 'VACUUM (ANALYZE)' },
      { table: 'persons_search', command: 'VACUUM (ANALYZE)' },
    ])
    expect(done).toEqual(['VACUUM (ANALYZE) persons', 'VACUUM (ANALYZE) persons_search'])
    const after = await activity(database.db, 'persons')
    expect(after.allVisiblePages).toBe(after.pages)
    // ANALYZE ran too: the planner knows the row count.
    const stats = await database.db.execute(
      sql`SELECT reltuples::int AS n FROM pg_class WHERE relname = 'persons'`,
    )
    expect((stats as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(2000)

    expect(await scheduler.runNow()).toEqual([])
  })

  it('finds a table due again once enough of it changed', async () => {
    await database.db.execute(sql`UPDATE persons SET phone = '555 0100'`)
    expect(tables(await scheduler?.runNow())).toEqual(['persons', 'persons_search'])
    const after = await activity(database.db, 'persons')
    expect(after.allVisiblePages).toBe(after.pages)
  })

  it('waits for a transaction in progress instead of failing inside it', async () => {
    await insertPersons(database.db, 2000)
    let finish = () => {}
    const open = new Promise<void>((resolve) => (finish = resolve))
    const events: string[] = []
    let started = () => {}
    const hasStarted = new Promise<void>((resolve) => (started = resolve))
    const transaction = store.transaction(async (tx) => {
      events.push('transaction started')
      started()
      await open
      await tx.insert('persons', {
        id: '00000000-0000-4000-8000-000000000001',
        name: 'Inside',
        email: 'inside@example.com',
        phone: '',
        tags: [],
        last_activity_at: 1,
        location: '',
        avatar: '',
        created_at: 1,
        version: 1,
      })
      events.push('transaction done')
    })
    await hasStarted
    // A scheduler of this test's own, whose steps say when they are asked for and when they run.
    let asked = () => {}
    const hasAsked = new Promise<void>((resolve) => (asked = resolve))
    const own = startVacuumScheduler({
      exclusive: (work) => {
        events.push('vacuum asked')
        asked()
        return store.exclusive((db) => {
          events.push('vacuum ran')
          return work(db)
        })
      },
      intervalMs: 3_600_000,
    })
    const pass = own.runNow().then((maintained) => {
      events.push('vacuum done')
      return maintained
    })
    await hasAsked
    finish()
    await transaction
    expect(tables(await pass)).toEqual(['persons', 'persons_search'])
    await own.stop()
    // The pass asked while the transaction was open and ran only once it was done.
    expect(events.slice(0, 4)).toEqual([
      'transaction started',
      'vacuum asked',
      'transaction done',
      'vacuum ran',
    ])
    expect(events.at(-1)).toBe('vacuum done')
  })

  it('does nothing once stopped', async () => {
    await insertPersons(database.db, 2000)
    await scheduler?.stop()
    expect(await scheduler?.runNow()).toEqual([])
    expect((await activity(database.db, 'persons')).allVisiblePages).toBeLessThan(
      (await activity(database.db, 'persons')).pages,
    )
  })
})
