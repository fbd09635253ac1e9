// Opens the database and brings its schema up to date: embedded PGlite (files under DATA_DIR/pglite,
// or in memory) by default, a PostgreSQL server through a connection pool when DATABASE_URL is set.
import { mkdirSync, rmSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock'
import { ensurePgliteFolder } from './pglite-folder'
import { pgliteTemplate, type PgliteTemplate } from './pglite-template'
import type { Executor } from './executor'
import { migrationsFolder as findMigrationsFolder } from '../package-root'
import * as schema from './schema'

export type DatabaseConfig = {
  /** Directory for PGlite's files, or ':memory:' for a throwaway in-memory database. */
  dataDir: string
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string | undefined
  /** Connections in the PostgreSQL pool. */
  poolSize?: number
  /** Where PGlite's database template is kept (pglite-template.ts); the package's cache by default. */
  templateFolder?: string
}

export type Database = {
  db: Executor
  kind: 'pglite' | 'postgres'
  /** Where the data lives, for the start-up log (no password). */
  location: string
  close: () => Promise<void>
}

export const IN_MEMORY = ':memory:'

/** Opens the database and applies the committed migrations from drizzle/. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  const migrationsFolder = findMigrationsFolder()
  if (config.databaseUrl)
    return openPostgres(config.databaseUrl, config.poolSize ?? 10, migrationsFolder)
  return openPglite(
    config.dataDir,
    migrationsFolder,
    pgliteTemplate(migrationsFolder, config.templateFolder),
  )
}

/**
 * Makes PGlite's database template when there is none for these migrations, so that the first
 * start of a new install skips initdb (`npm run build:server` runs it).
 */
export async function preparePgliteTemplate(templateFolder?: string): Promise<void> {
  const migrationsFolder = findMigrationsFolder()
  const template = pgliteTemplate(migrationsFolder, templateFolder)
  if (template.read()) return
  const database = await openPglite(IN_MEMORY, migrationsFolder, template)
  await database.close()
}

/** Extensions the migrations create (PGlite loads an extension only when it is listed here). */
const extensions = { pg_trgm }

/**
 * PostgreSQL's own 128 MB of shared buffers live inside PGlite's WebAssembly memory, which never
 * shrinks: on a large database they fill up and stay resident. 16 MB keep the hot index pages; the
 * rest is read through the operating system's file cache (100k persons: the process's resident
 * memory 350 -> 225 MB with the same search times).
 */
export const PGLITE_SHARED_BUFFERS = '16MB'

/**
 * Rows ANALYZE samples per table are 300 times this (PostgreSQL's default 100: 30,000 rows). The
 * sample lives in PGlite's WebAssembly memory, whose pages stay resident once touched: at 100k
 * persons ANALYZE grew the process by ~45 MB at 100, ~13 MB at 10 (PostgreSQL's default before 8.4).
 */
export const PGLITE_STATISTICS_TARGET = 10

/**
 * Settings of every connection, on PGlite and PostgreSQL alike. Synchronized scans off: a search
 * estimates its matches from where the first ones end in a table read in its physical order
 * (search-table.ts), and with them on, a scan of a large table starts where the last one stopped.
 */
export const CONNECTION_SETTINGS = { synchronize_seqscans: 'off' } as const

const settingFlags = (settings: Record<string, string>) =>
  Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])

const pgliteOptions = {
  extensions,
  startParams: [
    ...PGlite.defaultStartParams,
    ...settingFlags({
      shared_buffers: PGLITE_SHARED_BUFFERS,
      default_statistics_target: String(PGLITE_STATISTICS_TARGET),
      ...CONNECTION_SETTINGS,
    }),
  ],
}

/**
 * A new PGlite database in `folder` (in memory without one): loaded from the template, or made by
 * initdb when there is no usable template (`initdb` tells which).
 */
async function createPglite(
  folder: string | undefined,
  template: PgliteTemplate,
): Promise<{ client: PGlite; initdb: boolean }> {
  const make = (options: typeof pgliteOptions & { loadDataDir?: Blob }) =>
    folder === undefined ? new PGlite(options) : new PGlite(folder, options)
  const tarball = template.read()
  if (tarball) {
    const client = make({ ...pgliteOptions, loadDataDir: tarball })
    try {
      await client.waitReady
      return { client, initdb: false }
    } catch {
      // A template PGlite cannot start from (another build of it): made again below.
      template.discard()
      if (folder !== undefined) {
        rmSync(folder, { recursive: true, force: true })
        mkdirSync(folder)
      }
    }
  }
  const client = make(pgliteOptions)
  await client.waitReady
  return { client, initdb: true }
}

async function openPglite(
  dataDir: string,
  migrationsFolder: string,
  template: PgliteTemplate,
): Promise<Database> {
  let client: PGlite
  let location: string
  let unlock = () => {}
  let initdb = false
  if (dataDir === IN_MEMORY) {
    ;({ client, initdb } = await createPglite(undefined, template))
    location = 'PGlite (in memory)'
  } else {
    mkdirSync(dataDir, { recursive: true })
    unlock = await lockDataDir(dataDir)
    try {
      const dir = await ensurePgliteFolder(dataDir, async (folder) => {
        mkdirSync(folder)
        const fresh = await createPglite(folder, template)
        initdb = fresh.initdb
        await fresh.client.close()
      })
      client = new PGlite(dir, pgliteOptions)
      location = `PGlite at ${dir}`
    } catch (error) {
      unlock()
      throw error
    }
  }
  const close = async () => {
    try {
      await client.close()
    } finally {
      unlock()
    }
  }
  const db = drizzlePglite({ client, schema })
  try {
    await migratePglite(db, { migrationsFolder })
  } catch (error) {
    await close()
    throw error
  }
  // Only a database just made by initdb and migrated is what the template must hold.
  if (initdb) await template.save(client).catch(() => undefined)
  return { db: db as unknown as Executor, kind: 'pglite', location, close }
}

async function openPostgres(
  url: string,
  poolSize: number,
  migrationsFolder: string,
): Promise<Database> {
  await migratePostgres(url, migrationsFolder)
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: settingFlags(CONNECTION_SETTINGS).join(' '),
  })
  // An idle connection that drops (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined)
  const db = drizzlePg({ client: pool, schema })
  return {
    db: db as unknown as Executor,
    kind: 'postgres',
    location: describeUrl(url),
    close: () => pool.end(),
  }
}

/** Migrates on one dedicated connection under an advisory lock, so app servers starting together take turns. */
async function migratePostgres(url: string, migrationsFolder: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const db = drizzlePg({ client })
    await db.execute(sql`SELECT pg_advisory_lock(hashtext('groundwork:migrate'))`)
    try {
      await migratePg(db, { migrationsFolder })
    } finally {
      await db.execute(sql`SELECT pg_advisory_unlock(hashtext('groundwork:migrate'))`)
    }
  } finally {
    await client.end()
  }
}

function describeUrl(url: string): string {
  try {
    const u = new URL(url)
    return `PostgreSQL at ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`
  } catch {
    return 'PostgreSQL'
  }
}
