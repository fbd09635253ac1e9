// Reads the records a screen refers to in one request per collection instead of one per record: the
// lookups asked for in one turn of the event loop (a page of jobs asks for its clients together)
// go out as `GET /api/{collection}?ids=a,b,c`. On a phone each request costs a round trip, and each
// answer a render of the page: 18 clients were 18 of both.
import { MAX_LIMIT } from '../../domain/shared/list-limits'
import type { ListPage } from '../../domain/shared/list-query'
import type { CollectionName } from '../../domain/resources'
import { fetchList } from './list'

type Waiter<T> = { resolve: (row: T | null) => void; reject: (error: unknown) => void }

type Read = <T>(collection: CollectionName, ids: string[]) => Promise<ListPage<T & { id: string }>>

const readByIds: Read = (collection, ids) =>
  fetchList(collection, { ids: ids.join(','), limit: ids.length })

/** Makes a loader that batches by collection; `read` is the request (tests give their own). */
export function createLookupBatcher(read: Read = readByIds) {
  const queued = new Map<CollectionName, Map<string, Waiter<unknown>[]>>()
  let isScheduled = false

  async function send(collection: CollectionName, waiters: Map<string, Waiter<unknown>[]>) {
    const ids = [...waiters.keys()]
    for (let start = 0; start < ids.length; start += MAX_LIMIT) {
      const part = ids.slice(start, start + MAX_LIMIT)
      try {
        const page = await read<unknown>(collection, part)
        // Ids are compared as the server gives them back: lower-case uuids.
        const byId = new Map(page.items.map((row) => [row.id.toLowerCase(), row]))
        for (const id of part) {
          for (const waiter of waiters.get(id) ?? []) waiter.resolve(byId.get(id.toLowerCase()) ?? null)
        }
      } catch (error) {
        for (const id of part) for (const waiter of waiters.get(id) ?? []) waiter.reject(error)
      }
    }
  }

  function flush() {
    isScheduled = false
    const batches = [...queued]
    queued.clear()
    for (const [collection, waiters] of batches) void send(collection, waiters)
  }

  /** The record with this id, or null when there is none. */
  return function load<T>(collection: CollectionName, id: string): Promise<T | null> {
    return new Promise<T | null>((resolve, reject) => {
      let waiters = queued.get(collection)
      if (!waiters) queued.set(collection, (waiters = new Map()))
      const forId = waiters.get(id) ?? []
      forId.push({ resolve: resolve as (row: unknown) => void, reject })
      waiters.set(id, forId)
      if (!isScheduled) {
        isScheduled = true
        // A task, not a microtask: React starts a page's queries over several microtasks.
        setTimeout(flush, 0)
      }
    })
  }
}

export const loadRecord = createLookupBatcher()
