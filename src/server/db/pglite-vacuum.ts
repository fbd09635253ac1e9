// PostgreSQL's autovacuum for embedded PGlite, which has none: PGlite runs PostgreSQL as one process
// without its background workers, so nothing ever vacuums or analyzes its tables (decision 017).
// Without VACUUM the visibility map stays empty (no index-only scans; every read checks each row's
// visibility again), dead row versions from updates and deletes are never reclaimed from the indexes,
// and the planner's statistics never change after the data grows.
import { sql } from 'drizzle-orm'
import type { Executor } from './executor'

/**
 * What PostgreSQL knows of a table's writes: its activity counters (pg_stat_user_tables, kept while
 * the process runs) and, for the writes of an earlier run, its size against the pages the last
 * VACUUM or ANALYZE found all-visible (pg_class.relallvisible).
 */
export type TableActivity = {
  table: string
  /** Rows as of the last ANALYZE, or counted since the start when never analyzed. */
  rows: number
  pages: number
  allVisiblePages: number
  deadRows: number
  insertedSinceVacuum: number
  modifiedSinceAnalyze: number
}

/** PostgreSQL's autovacuum defaults: a fixed number of rows plus a share of the table. */
export const VACUUM_THRESHOLDS = {
  dead: { rows: 50, share: 0.2 }, // autovacuum_vacuum_threshold / _scale_factor
  inserted: { rows: 1000, share: 0.2 }, // autovacuum_vacuum_insert_threshold / _scale_factor
  modified: { rows: 50, share: 0.1 }, // autovacuum_analyze_threshold / _scale_factor
} as const

/** Growth since the last VACUUM that makes a table due (writes of an earlier run, or never vacuumed). */
export const VACUUM_GROWTH = { pages: 8, share: 0.1 } as const

/** How often the server looks for tables that are due. */
export const VACUUM_CHECK_INTERVAL_MS = 60_000

function over(count: number, rows: number, threshold: { rows: number; share: number }): boolean {
  return count > threshold.rows + threshold.share * rows
}

/** VACUUM for the visibility map and dead rows, ANALYZE for the planner's statistics, or both. */
export type Maintenance = { table: string; command: 'VACUUM' | 'ANALYZE' | 'VACUUM (ANALYZE)' }

/** The tables due for maintenance by autovacuum's rules, most written first. */
export function tablesDueForVacuum(tables: readonly TableActivity[]): Maintenance[] {
  const due: (Maintenance & { written: number })[] = []
  for (const t of tables) {
    const grown = t.pages - t.allVisiblePages
    const vacuum =
      over(t.deadRows, t.rows, VACUUM_THRESHOLDS.dead) ||
      over(t.insertedSinceVacuum, t.rows, VACUUM_THRESHOLDS.inserted) ||
      (grown >= VACUUM_GROWTH.pages && grown >= VACUUM_GROWTH.share * t.pages)
    const analyze = over(t.modifiedSinceAnalyze, t.rows, VACUUM_THRESHOLDS.modified)
    if (!vacuum && !analyze) continue
    const command = vacuum && analyze ? 'VACUUM (ANALYZE)' : vacuum ? 'VACUUM' : 'ANALYZE'
    due.push({ table: t.table, command, written: t.modifiedSinceAnalyze + t.deadRows + grown })
  }
  return due
    .sort((a, b) => b.written - a.written || a.table.localeCompare(b.table))
    .map(({ table, command }) => ({ table, command }))
}

/** Each table of the app's schema with its activity (TableActivity). */
export async function readTableActivity(db: Executor): Promise<TableActivity[]> {
  // Counters reach the statistics views some time after a transaction; flush the ones pending.
  await db.execute(sql`SELECT pg_stat_force_next_flush()`)
  const result = await db.execute(sql`
    SELECT s.relname AS "table",
           (CASE WHEN c.reltuples < 0 THEN s.n_live_tup ELSE c.reltuples END)::float8 AS rows,
           (pg_relation_size(c.oid) / current_setting('block_size')::int)::int AS pages,
           c.relallvisible::int AS "allVisiblePages",
           s.n_dead_tup::float8 AS "deadRows",
           s.n_ins_since_vacuum::float8 AS "insertedSinceVacuum",
           s.n_mod_since_analyze::float8 AS "modifiedSinceAnalyze"
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.schemaname = 'public'`)
  return (result as unknown as { rows: TableActivity[] }).rows
}

/** One table's maintenance; VACUUM cannot run inside a transaction. */
export async function maintainTable(db: Executor, { table, command }: Maintenance): Promise<void> {
  await db.execute(sql`${sql.raw(command)} ${sql.identifier(table)}`)
}

export type VacuumScheduler = {
  /** Maintains every table that is due, one at a time; resolves with what it did. */
  runNow(): Promise<Maintenance[]>
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>
}

export type VacuumOptions = {
  /**
   * Runs `work` on the database between transactions (sql-store's `exclusive`): on PGlite's one
   * connection a VACUUM may not start while a transaction is open.
   */
  exclusive: <T>(work: (db: Executor) => Promise<T>) => Promise<T>
  intervalMs?: number
  onError?: (error: unknown) => void
  onDone?: (done: Maintenance, ms: number) => void
}

/**
 * Looks for due tables now and then every `intervalMs`. Each table is its own exclusive step, so
 * requests run between two tables; the timer never keeps the process alive.
 */
export function startVacuumScheduler({
  exclusive,
  intervalMs = VACUUM_CHECK_INTERVAL_MS,
  onError = () => undefined,
  onDone = () => undefined,
}: VacuumOptions): VacuumScheduler {
  let running: Promise<Maintenance[]> | null = null
  let stopped = false

  async function pass(): Promise<Maintenance[]> {
    const due = tablesDueForVacuum(await exclusive(readTableActivity))
    const done: Maintenance[] = []
    for (const maintenance of due) {
      if (stopped) break
      const started = performance.now()
      await exclusive((db) => maintainTable(db, maintenance))
      onDone(maintenance, performance.now() - started)
      done.push(maintenance)
    }
    return done
  }

  const runNow = (): Promise<Maintenance[]> => {
    if (stopped) return Promise.resolve([])
    running ??= pass().finally(() => {
      running = null
    })
    return running
  }

  const tick = () => {
    runNow().catch(onError)
  }
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  tick()

  return {
    runNow,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running?.catch(() => undefined)
    },
  }
}
