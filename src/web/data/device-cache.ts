// The answers a screen keeps on the device (issue #33): TanStack Query's persisted cache in
// IndexedDB through idb-keyval, the persister the TanStack docs build for it. Written at most once a
// second while answers change; a database named `groundwork…`, so signing out removes it with the
// outbox (outbox-store.ts clearDeviceData).
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client'
import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import { DEVICE_DB_PREFIX } from './outbox/outbox-store'

export const DEVICE_CACHE_DB = `${DEVICE_DB_PREFIX}-cache`
const WRITE_EVERY_MS = 1000

export function deviceCachePersister(key: string): Persister {
  let store: UseStore | null = null
  // Without IndexedDB (a private window that refuses it, a test) nothing is kept: the app works
  // online as before, and no failure escapes.
  async function withStore<T>(action: (store: UseStore) => Promise<T>): Promise<T | undefined> {
    try {
      store ??= createStore(DEVICE_CACHE_DB, 'queries')
      return await action(store)
    } catch {
      return undefined
    }
  }
  let pending: PersistedClient | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  const write = async () => {
    timer = null
    const client = pending
    pending = null
    if (client) await withStore((s) => set(key, client, s))
  }
  return {
    persistClient: (client) => {
      pending = client
      timer ??= setTimeout(() => void write(), WRITE_EVERY_MS)
    },
    restoreClient: () => withStore((s) => get<PersistedClient>(key, s)),
    removeClient: async () => {
      pending = null
      await withStore((s) => del(key, s))
    },
  }
}
