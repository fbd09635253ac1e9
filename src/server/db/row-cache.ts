// Records read by id, kept in memory for the next read of the same record (GET /api/<collection>/:id).
// Only on PGlite: there one server process owns the database (groundwork.lock) and runs every
// statement through one queue (sql-store.ts), so no read can overlap a write, and every write goes
// through a StoreTx this module has wrapped. A write of any collection drops the whole cache before it
// runs: a foreign key's ON DELETE may change rows of other collections, and a rolled-back write then
// only costs the next reads a trip to the database. On PostgreSQL other server processes may write
// the same rows, so nothing is kept there.
import { LRUCache } from 'lru-cache'
import { storedRow, type Row, type StoreTx } from '../../api/shared/store'

/** Records kept when ROW_CACHE_ROWS is not set: a few megabytes. */
export const DEFAULT_ROW_CACHE_ROWS = 10_000

export type RowCache = {
  /** `tx` (outside a transaction) with its gets by id answered from the cache where they can be. */
  reading(tx: StoreTx): StoreTx
  /** `tx` (inside a transaction) with each of its writes dropping the cache before it runs. */
  writing(tx: StoreTx): StoreTx
}

const writeMethods = [
  'insert',
  'insertMany',
  'update',
  'remove',
  'pull',
  'replaceAll',
] as const satisfies readonly (keyof StoreTx)[]

/** Frozen all the way down: a kept row is shared by every later read, which must not change it. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}

export function createRowCache(maxRows: number): RowCache {
  const rows = new LRUCache<string, Row>({ max: maxRows })
  const keyOf = (collection: string, id: string) => `${collection}/${id}`
  return {
    reading: (tx) => ({
      ...tx,
      async get(collection, id, options) {
        if (options?.forUpdate) return tx.get(collection, id, options)
        const key = keyOf(collection, id)
        const kept = rows.get(key)
        if (kept) return storedRow(collection, kept)
        const row = await tx.get(collection, id)
        if (row) rows.set(key, deepFreeze(row))
        return row
      },
    }),
    writing(tx) {
      const wrapped: StoreTx = { ...tx }
      for (const method of writeMethods) {
        const write = tx[method] as (...args: unknown[]) => Promise<void>
        ;(wrapped[method] as (...args: unknown[]) => Promise<void>) = (...args) => {
          rows.clear()
          return write(...args)
        }
      }
      return wrapped
    },
  }
}
