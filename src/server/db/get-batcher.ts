// Gets by id outside a transaction (GET /api/<collection>/:id) on PostgreSQL, gathered into one query
// per collection: the gets asked for in one turn of the event loop (the requests Node read from its
// sockets in that turn) go to the database together, as `WHERE id = ANY($1)`, when the turn ends.
// Under load one statement answers many requests: each statement costs the server a write to the
// database's socket, which wakes its backend, and a round of pg's query machinery (decision 023).
// A get by itself goes out as before, in the same turn. Each read is as fresh as a lone get made at
// that moment: a batch is sent after every get in it was asked for.
import { getTableName, sql } from 'drizzle-orm'
import { storedRow, type Row, type StoreTx } from '../../api/shared/store'
import { isUuid } from './columns'
import type { Executor } from './executor'
import { createSqlTx, tableFor } from './sql-tx'

type Waiter = { id: string; resolve: (row: Row | null) => void; reject: (error: unknown) => void }

type PreparedGetMany = { execute(values: { ids: string[] }): Promise<unknown[]> }

export type GetBatcher = {
  /** `tx` (outside a transaction) with its gets by id gathered into batches. */
  reading(tx: StoreTx): StoreTx
}

export type GetBatcherOptions = {
  /** Told of each statement sent and how many gets it answers (tests, diagnostics). */
  onBatch?: (collection: string, gets: number) => void
}

export function createGetBatcher(db: Executor, { onBatch }: GetBatcherOptions = {}): GetBatcher {
  const waiting = new Map<string, Waiter[]>()
  const prepared = new Map<string, PreparedGetMany>()
  const lone = createSqlTx(db)
  let scheduled = false

  function getMany(collection: string): PreparedGetMany {
    let query = prepared.get(collection)
    if (!query) {
      const table = tableFor(collection)
      // A named statement: parsed and planned once per connection, like the single get's.
      query = db
        .select()
        .from(table)
        .where(sql`${table.id} = ANY(${sql.placeholder('ids')})`)
        .prepare(`get_many_${getTableName(table)}`)
      prepared.set(collection, query)
    }
    return query
  }

  async function answer(collection: string, waiters: Waiter[]): Promise<void> {
    onBatch?.(collection, waiters.length)
    try {
      if (waiters.length === 1) {
        const [only] = waiters as [Waiter]
        only.resolve(await lone.get(collection, only.id))
        return
      }
      // PostgreSQL writes a uuid in lower case whatever case it was asked in.
      const keyOf = (id: string) => id.toLowerCase()
      const ids = [...new Set(waiters.map((waiter) => keyOf(waiter.id)))]
      const rows = (await getMany(collection).execute({ ids })) as Row[]
      const byId = new Map(rows.map((row) => [keyOf(row.id as string), row]))
      const given = new Set<string>()
      for (const waiter of waiters) {
        const key = keyOf(waiter.id)
        const row = byId.get(key)
        // Two requests for one record each get their own copy: a caller may change what it got.
        waiter.resolve(row && given.has(key) ? structuredClone(row) : (row ?? null))
        given.add(key)
      }
    } catch (error) {
      for (const waiter of waiters) waiter.reject(error)
    }
  }

  function flush(): void {
    scheduled = false
    const batches = [...waiting]
    waiting.clear()
    for (const [collection, waiters] of batches) void answer(collection, waiters)
  }

  return {
    reading: (tx) => ({
      ...tx,
      get(collection, id, options) {
        if (options?.forUpdate || !isUuid(id)) return tx.get(collection, id, options)
        const batched = new Promise<Row | null>((resolve, reject) => {
          const waiters = waiting.get(collection)
          if (waiters) waiters.push({ id, resolve, reject })
          else waiting.set(collection, [{ id, resolve, reject }])
          if (!scheduled) {
            scheduled = true
            setImmediate(flush)
          }
        })
        return batched.then((row) => row && storedRow(collection, row))
      },
    }),
  }
}
