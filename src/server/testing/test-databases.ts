// The databases the server suites run on: an in-memory PGlite always, and PostgreSQL as well when
// TEST_DATABASE_URL is set (each suite gets its own scratch database, dropped afterwards).
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { IN_MEMORY, openDatabase, type Database } from '../db/client'

export type TestBackend = {
  name: 'pglite' | 'postgres'
  open: () => Promise<Database>
}

const SCRATCH_PREFIX = 'groundwork_test_'

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** An empty PostgreSQL database next to the one `adminUrl` names: its URL, and how to drop it. */
export async function createScratchPostgres(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${SCRATCH_PREFIX}${randomBytes(6).toString('hex')}`
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const drop = async () => {
    await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  }
  return { url: url.toString(), drop }
}

/** A fresh PostgreSQL database next to the one TEST_DATABASE_URL names; closing drops it. */
async function openScratchPostgres(adminUrl: string): Promise<Database> {
  const scratch = await createScratchPostgres(adminUrl)
  try {
    const database = await openDatabase({
      dataDir: IN_MEMORY,
      databaseUrl: scratch.url,
      poolSize: 10,
    })
    return {
      ...database,
      close: async () => {
        await database.close()
        await scratch.drop()
      },
    }
  } catch (error) {
    await scratch.drop()
    throw error
  }
}

/** The PostgreSQL the suites also run on (TEST_DATABASE_URL), or undefined. */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL || undefined

let toldOfSkips = false

/**
 * Says, once per test file, that the PostgreSQL-only tests are skipped; in CI (CI=true) a missing
 * TEST_DATABASE_URL is an error instead, so the races and the two-server tests always run there.
 */
export function reportPostgresSkips(): void {
  if (TEST_POSTGRES_URL || toldOfSkips) return
  toldOfSkips = true
  if (process.env.CI === 'true' || process.env.CI === '1')
    throw new Error(
      'CI without TEST_DATABASE_URL: the PostgreSQL-only tests (races, two servers) must run in CI',
    )
  console.warn(
    'TEST_DATABASE_URL is not set: the PostgreSQL-only tests (row-lock races, two app servers, ' +
      'the server contract on PostgreSQL) are SKIPPED. Set it to a PostgreSQL to run them.',
  )
}

/**
 * The backends a suite runs on. Races are real only on PostgreSQL (PGlite runs one transaction at a
 * time, so a race test there passes with the row locks removed): without TEST_DATABASE_URL the
 * suite says so (`reportPostgresSkips`).
 */
export function testBackends(): TestBackend[] {
  reportPostgresSkips()
  const backends: TestBackend[] = [
    { name: 'pglite', open: () => openDatabase({ dataDir: IN_MEMORY }) },
  ]
  const adminUrl = TEST_POSTGRES_URL
  if (adminUrl) backends.push({ name: 'postgres', open: () => openScratchPostgres(adminUrl) })
  return backends
}

/** Opening PGlite (WebAssembly) takes seconds on a slow machine. */
export const OPEN_TIMEOUT_MS = 120_000
