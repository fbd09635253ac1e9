// Where the bench keeps its data. The generated set is kept pristine (a PGlite folder under
// bench/.data, or a PostgreSQL template database) and reused while the generator version matches;
// every run copies it, so the writes of one run (new persons, paid invoices) never reach the next.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { IN_MEMORY, openDatabase, type DatabaseConfig } from '../../src/server/db/client'
import { countsAtScale, GENERATOR_VERSION } from './generate-bulk'
import { fillDatabase, seconds, type DataManifest } from './fill-database'

export type PreparedData = {
  manifest: DataManifest
  /** Whether the set was generated now (false: an earlier run's set was reused). */
  generated: boolean
  /** Server environment for the copy the load runs against. */
  runEnv: Record<string, string>
  /** Server environment for an empty database, for the first start with seeding. */
  emptyEnv: Record<string, string>
}

type PrepareOptions = {
  benchDir: string
  fresh: boolean
  scale: number
  seed: number
  log: (line: string) => void
}

const suffix = (scale: number) => `v${GENERATOR_VERSION}${scale === 1 ? '' : `-s${scale}`}`

function readManifest(path: string): DataManifest | null {
  if (!existsSync(path)) return null
  try {
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as DataManifest
    return manifest.generatorVersion === GENERATOR_VERSION ? manifest : null
  } catch {
    return null
  }
}

async function generate(config: DatabaseConfig, options: PrepareOptions): Promise<DataManifest> {
  const counts = countsAtScale(options.scale)
  options.log(`Generating the data set (${JSON.stringify(counts)}) ...`)
  const manifest = await fillDatabase(config, {
    now: Date.now(),
    seed: options.seed,
    counts,
    scale: options.scale,
    log: options.log,
  })
  options.log(`Generated in ${manifest.generationSeconds.toFixed(1)} s`)
  return manifest
}

/** Opens and closes the kept set once, so migrations added since it was made are not timed later. */
async function migrate(config: DatabaseConfig, log: (line: string) => void): Promise<void> {
  const t0 = performance.now()
  const database = await openDatabase(config)
  await database.close()
  log(`Opened the kept data set (migrations up to date) in ${seconds(performance.now() - t0)} s`)
}

export async function preparePglite(options: PrepareOptions): Promise<PreparedData> {
  const dataRoot = join(options.benchDir, '.data')
  const kept = join(dataRoot, `pglite-${suffix(options.scale)}`)
  const manifestPath = join(kept, 'manifest.json')
  let manifest = options.fresh ? null : readManifest(manifestPath)
  const generated = manifest === null
  if (manifest === null) {
    rmSync(kept, { recursive: true, force: true })
    mkdirSync(kept, { recursive: true })
    manifest = await generate({ dataDir: kept }, options)
    // Written last: a set without its manifest (an interrupted run) is made again.
    writeFileSync(manifestPath, JSON.stringify(manifest))
  } else {
    options.log(`Reusing the data set in ${kept} (generated in ${manifest.generationSeconds.toFixed(1)} s; --fresh makes it again)`)
    await migrate({ dataDir: kept }, options.log)
  }

  const run = join(dataRoot, 'run-pglite')
  const empty = join(dataRoot, 'run-empty')
  rmSync(run, { recursive: true, force: true })
  rmSync(empty, { recursive: true, force: true })
  const t0 = performance.now()
  cpSync(join(kept, 'pglite'), join(run, 'pglite'), { recursive: true })
  options.log(`Copied the data set for this run in ${seconds(performance.now() - t0)} s`)
  mkdirSync(empty, { recursive: true })
  return { manifest, generated, runEnv: { DATA_DIR: run }, emptyEnv: { DATA_DIR: empty } }
}

const NAME = /^[a-z_][a-z0-9_]*$/

function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

/**
 * PostgreSQL at BENCH_DATABASE_URL: the set is kept in the template database <name>_v<N>, each run
 * gets <name> made from it (CREATE DATABASE ... TEMPLATE, a file copy) and <name>_empty.
 */
export async function preparePostgres(url: string, options: PrepareOptions): Promise<PreparedData> {
  const runName = decodeURIComponent(new URL(url).pathname.slice(1))
  if (!NAME.test(runName)) {
    throw new Error(`BENCH_DATABASE_URL must name a database of lower-case letters, digits and _ (got "${runName}")`)
  }
  const keptName = `${runName}_${suffix(options.scale).replace(/[.-]/g, '_')}`
  const emptyName = `${runName}_empty`
  const u = new URL(url)
  const manifestPath = join(options.benchDir, '.data', `postgres-${u.hostname}-${u.port || 5432}-${keptName}.json`)
  mkdirSync(join(options.benchDir, '.data'), { recursive: true })

  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') })
  await admin.connect()
  try {
    const exists = async (name: string) =>
      (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1
    const recreate = async (name: string, template?: string) => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`)
    }

    let manifest = options.fresh || !(await exists(keptName)) ? null : readManifest(manifestPath)
    const generated = manifest === null
    if (manifest === null) {
      await recreate(keptName)
      manifest = await generate({ dataDir: IN_MEMORY, databaseUrl: withDatabase(url, keptName), poolSize: 2 }, options)
      writeFileSync(manifestPath, JSON.stringify(manifest))
    } else {
      options.log(`Reusing the data set in database ${keptName} (--fresh makes it again)`)
      await migrate({ dataDir: IN_MEMORY, databaseUrl: withDatabase(url, keptName), poolSize: 1 }, options.log)
    }
    const t0 = performance.now()
    await recreate(runName, keptName)
    await recreate(emptyName)
    options.log(`Copied the data set for this run (database ${runName}) in ${seconds(performance.now() - t0)} s`)
    return {
      manifest,
      generated,
      runEnv: { DATABASE_URL: url },
      emptyEnv: { DATABASE_URL: withDatabase(url, emptyName) },
    }
  } finally {
    await admin.end()
  }
}
