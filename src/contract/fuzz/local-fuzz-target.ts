// The browser-only demo as a fuzz target: the local transport on an in-memory Storage that counts
// every write that changes a value (the fingerprint) and hashes every key (the snapshot).
import { createHash } from 'node:crypto'
import { createLocalTransport, type LocalTransport } from '../../web/data/local/local-transport'
import { createMemoryStorage, storageSnapshot } from '../../web/data/local/memory-storage'
import type { FuzzTarget } from './fuzz-runner'

export type LocalFuzzTarget = FuzzTarget & { transport: LocalTransport; close: () => void }

/** A Storage whose `changes` counts the writes and removals that changed something. */
function countingStorage(): { storage: Storage; changes: () => number } {
  const inner = createMemoryStorage()
  let changes = 0
  const storage: Storage = {
    get length() {
      return inner.length
    },
    key: (index) => inner.key(index),
    getItem: (key) => inner.getItem(key),
    setItem: (key, value) => {
      if (inner.getItem(key) !== String(value)) changes += 1
      inner.setItem(key, value)
    },
    removeItem: (key) => {
      if (inner.getItem(key) !== null) changes += 1
      inner.removeItem(key)
    },
    clear: () => {
      if (inner.length > 0) changes += 1
      inner.clear()
    },
  }
  return { storage, changes: () => changes }
}

export async function openLocalFuzzTarget(now: number): Promise<LocalFuzzTarget> {
  const { storage, changes } = countingStorage()
  const transport = createLocalTransport({ storage, clock: () => now })
  // The first request seeds the store.
  await transport({ method: 'GET', path: '/api/health' })
  return {
    transport,
    send: async (request) => {
      const path = request.query ? `${request.path}?${request.query}` : request.path
      const response = await transport({ method: request.method, path, body: request.body })
      return { status: response.status, body: response.body }
    },
    fingerprint: async () => String(changes()),
    snapshot: async () => {
      const all = storageSnapshot(storage)
      const text = Object.keys(all)
        .sort()
        .map((key) => `${key}=${all[key]}`)
        .join('\n')
      return createHash('sha256').update(text).digest('hex')
    },
    close: () => transport.store.dispose(),
  }
}
