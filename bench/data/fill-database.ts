// Writes the bench data set into a database: the normal small seed first (dashboard, crews, plan,
// settings), then the large collections in big multi-row INSERTs through Drizzle, then ANALYZE.
import { sql } from 'drizzle-orm'
import { generateSeed } from '../../src/domain/seed/seed'
import { openDatabase, type DatabaseConfig } from '../../src/server/db/client'
import { pickColumns } from '../../src/server/db/columns'
import { createSqlStore } from '../../src/server/db/sql-store'
import { tableFor } from '../../src/server/db/sql-tx'
import {
  GENERATOR_VERSION,
  generateBulk,
  searchQueries,
  shuffled,
  type BulkCounts,
  type BulkData,
} from './generate-bulk'

/** What the load cases need to know about a data set, kept beside it (manifest.json). */
export type DataManifest = {
  generatorVersion: number
  scale: number
  seed: number
  /** The `now` the data was generated for (dates are relative to it). */
  now: number
  counts: Record<string, number>
  generationSeconds: number
  /** Person ids in random order, for GET /api/persons/:id. */
  personIds: string[]
  /** Invoices not yet paid, in random order: each mark-paid call uses a fresh one. */
  unpaidInvoiceIds: string[]
  queries: Record<'1' | '3' | '8', string[]>
}

const BATCH_ROWS = 1000
const SAMPLE_PERSON_IDS = 5000

export async function fillDatabase(
  config: DatabaseConfig,
  options: { now: number; seed: number; counts: BulkCounts; scale: number; log: (line: string) => void },
): Promise<DataManifest> {
  const started = performance.now()
  const { now, seed, log } = options
  const smallSeed = generateSeed(now)
  const bulk = generateBulk({ now, seed, counts: options.counts, crewIds: smallSeed.crews.map((c) => c.id) })
  log(`  generated rows in memory in ${seconds(performance.now() - started)} s`)

  const database = await openDatabase(config)
  try {
    const store = createSqlStore(database.db, database.kind)
    await store.seedIfEmpty(() => smallSeed)
    const order: (keyof BulkData)[] = ['persons', 'jobs', 'invoices', 'payments', 'estimates', 'media', 'messages']
    for (const collection of order) {
      const t0 = performance.now()
      const table = tableFor(collection)
      const rows = bulk[collection] as unknown as Record<string, unknown>[]
      await database.db.transaction(async (tx) => {
        for (let i = 0; i < rows.length; i += BATCH_ROWS) {
          await tx.insert(table).values(rows.slice(i, i + BATCH_ROWS).map((row) => pickColumns(table, row)))
        }
      })
      log(`  ${collection}: ${rows.length} rows in ${seconds(performance.now() - t0)} s`)
    }
    const t0 = performance.now()
    // A grown database has planner statistics (PostgreSQL's autovacuum keeps them); give these the same.
    await database.db.execute(sql`ANALYZE`)
    log(`  ANALYZE in ${seconds(performance.now() - t0)} s`)
  } finally {
    await database.close()
  }

  const counts: Record<string, number> = {}
  for (const [name, rows] of Object.entries(bulk)) {
    const small = (smallSeed as unknown as Record<string, unknown[]>)[name]?.length ?? 0
    counts[name] = rows.length + small
  }
  return {
    generatorVersion: GENERATOR_VERSION,
    scale: options.scale,
    seed,
    now,
    counts,
    generationSeconds: (performance.now() - started) / 1000,
    personIds: shuffled(bulk.persons, seed + 1)
      .slice(0, SAMPLE_PERSON_IDS)
      .map((p) => p.id),
    unpaidInvoiceIds: shuffled(
      bulk.invoices.filter((invoice) => invoice.status !== 'Paid'),
      seed + 2,
    ).map((invoice) => invoice.id),
    queries: searchQueries(bulk.persons, seed + 3),
  }
}

export const seconds = (ms: number) => (ms / 1000).toFixed(1)
