// The storage port on SQL (PGlite or PostgreSQL): each use case runs in one database transaction,
// retried as a whole when it lost a race the database detected (a duplicate invoice number, a
// serialization failure or a deadlock), so concurrent creates still get unique numbers.
import { eq, getTableName, sql } from 'drizzle-orm'
import type { Store, StoreTx } from '../../api/shared/store'
import { resources } from '../../domain/resources'
import type { SeedData } from '../../domain/seed/seed'
import { AppError } from '../../domain/shared/app-error'
import type { Executor } from './executor'
import { DEADLOCK_DETECTED, pgErrorOf, SERIALIZATION_FAILURE, UNIQUE_VIOLATION } from './pg-errors'
import { createRowCache, DEFAULT_ROW_CACHE_ROWS } from './row-cache'
import { plan } from './schema'
import { createGetBatcher } from './get-batcher'
import { createSqlTx, tableFor } from './sql-tx'

export const MAX_ATTEMPTS = 5

export type SqlStore = Store & {
  readonly kind: 'pglite' | 'postgres'
  /** Writes `makeSeed()` when the database holds no data yet; true when it did. Safe to race. */
  seedIfEmpty(makeSeed: () => SeedData): Promise<boolean>
  /**
   * Runs `work` on the database outside any transaction (VACUUM, say): on PGlite after the
   * transactions and reads already queued, and before any queued after it.
   */
  exclusive<T>(work: (db: Executor) => Promise<T>): Promise<T>
  /**
   * A transaction with both views of it: the raw SQL (the outbox worker's own statements) and the
   * store's, so what the worker records and the use case it triggers commit together.
   */
  sqlTransaction<T>(work: (db: Executor, tx: StoreTx) => Promise<T>): Promise<T>
  /**
   * Calls `listener` after each transaction that queued an e-mail has committed (the outbox
   * worker's nudge); answers a function that stops it.
   */
  onOutboxQueued(listener: () => void): () => void
}

/** Unique constraints whose violation means "someone took the number first: try again". */
const numberingConstraints = new Set(
  resources.flatMap((def) =>
    def.numbering ? [`${getTableName(tableFor(def.name))}_${def.numbering.field}_unique`] : [],
  ),
)

export function isRetryable(error: unknown): boolean {
  const info = pgErrorOf(error)
  if (!info) return false
  if (info.code === SERIALIZATION_FAILURE || info.code === DEADLOCK_DETECTED) return true
  return info.code === UNIQUE_VIOLATION && numberingConstraints.has(info.constraint ?? '')
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export type SqlStoreOptions = {
  /** Records read by id kept in memory on PGlite (row-cache.ts); 0 keeps none. */
  rowCacheRows?: number
}

export function createSqlStore(
  db: Executor,
  kind: 'pglite' | 'postgres',
  { rowCacheRows = DEFAULT_ROW_CACHE_ROWS }: SqlStoreOptions = {},
): SqlStore {
  // PGlite is one connection: run its transactions one after another rather than interleaved.
  let queue: Promise<unknown> = Promise.resolve()
  const serialized = <T>(run: () => Promise<T>): Promise<T> => {
    if (kind !== 'pglite') return run()
    const result = queue.then(run)
    queue = result.catch(() => undefined)
    return result
  }
  // Only where `serialized` runs every statement in turn and no other process writes (row-cache.ts).
  const cache = kind === 'pglite' && rowCacheRows > 0 ? createRowCache(rowCacheRows) : null
  // PostgreSQL: the gets by id of one turn of the event loop go out as one query (get-batcher.ts).
  const batcher = kind === 'postgres' ? createGetBatcher(db) : null
  const readTx = () => {
    const tx = createSqlTx(db)
    return cache ? cache.reading(tx) : batcher ? batcher.reading(tx) : tx
  }
  const outboxListeners = new Set<() => void>()
  const writeTx = (
    t: Executor,
    actorId: string | null,
    now: number | null,
    onOutboxQueued: () => void,
  ) => {
    const tx = createSqlTx(t, { isPglite: kind === 'pglite', actorId, now, onOutboxQueued })
    return cache ? cache.writing(tx) : tx
  }

  async function withRetries<T>(
    work: (db: Executor, tx: StoreTx) => Promise<T>,
    actorId: string | null = null,
    now: number | null = null,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      let queued = false
      const onQueued = () => (queued = true)
      try {
        const result = await serialized(() =>
          db.transaction((t) =>
            work(
              t as unknown as Executor,
              writeTx(t as unknown as Executor, actorId, now, onQueued),
            ),
          ),
        )
        // Committed: the worker may claim the message now (sooner than its next poll).
        if (queued) for (const listener of outboxListeners) listener()
        return result
      } catch (error) {
        if (!isRetryable(error)) throw error
        if (attempt >= MAX_ATTEMPTS) {
          throw new AppError(
            'CONFLICT',
            'The change collided with another one at the same moment: please try again',
          )
        }
        // Spread the retries so the same racers do not collide again in lockstep.
        await pause(Math.random() * 20 * attempt)
      }
    }
  }

  return {
    kind,
    transaction: (work, options) =>
      withRetries((_db, tx) => work(tx), options?.actorId ?? null, options?.now ?? null),
    // READ COMMITTED would let each statement see later commits: a backup must be one moment.
    snapshot: (work) =>
      serialized(() =>
        db.transaction((t) => work(createSqlTx(t as unknown as Executor)), {
          isolationLevel: 'repeatable read',
          accessMode: 'read only',
        }),
      ),
    // PGlite: still one statement after another on its one connection, between the transactions.
    read: (work) => serialized(() => work(readTx())),
    exclusive: (work) => serialized(() => work(db)),
    sqlTransaction: (work) => withRetries(work),
    onOutboxQueued: (listener) => {
      outboxListeners.add(listener)
      return () => outboxListeners.delete(listener)
    },
    seedIfEmpty: (makeSeed) =>
      withRetries(async (t, tx) => {
        // Several app servers may start at once on one PostgreSQL: one seeds, the others wait and see it.
        await t.execute(sql`SELECT pg_advisory_xact_lock(hashtext('groundwork:seed'))`)
        const existing = await t.select({ id: plan.id }).from(plan).where(eq(plan.id, 1))
        if (existing.length > 0) return false
        await tx.replaceAll(makeSeed())
        return true
      }),
  }
}
