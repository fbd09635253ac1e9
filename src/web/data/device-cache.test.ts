// The field app's answers kept on the phone (issue #33): written once a second at most, read back
// by a new page (a new persister), removed on sign-out; without IndexedDB nothing fails.
import 'fake-indexeddb/auto'
import type { PersistedClient } from '@tanstack/react-query-persist-client'
import { describe, expect, it, vi } from 'vitest'
import { deviceCachePersister } from './device-cache'

const client = (data: string): PersistedClient => ({
  timestamp: 1,
  buster: 'test',
  clientState: {
    mutations: [],
    queries: [
      {
        queryKey: ['jobs', 'today'],
        queryHash: '["jobs","today"]',
        dehydratedAt: 1,
        state: { data } as PersistedClient['clientState']['queries'][number]['state'],
      },
    ],
  },
})

describe('deviceCachePersister', () => {
  it('writes the latest state once a second, and a new page reads it back', async () => {
    const persister = deviceCachePersister('round-trip')
    await persister.persistClient(client('first'))
    await persister.persistClient(client('second'))
    // Not yet: the write waits for the second to pass.
    expect(await deviceCachePersister('round-trip').restoreClient()).toBeUndefined()
    await vi.waitFor(
      async () =>
        expect(await deviceCachePersister('round-trip').restoreClient()).toEqual(client('second')),
      { timeout: 3000 },
    )
  })

  it('removes what it kept', async () => {
    const persister = deviceCachePersister('removed')
    await persister.persistClient(client('kept'))
    await vi.waitFor(async () => expect(await persister.restoreClient()).toBeDefined(), {
      timeout: 3000,
    })
    await persister.removeClient()
    expect(await deviceCachePersister('removed').restoreClient()).toBeUndefined()
  })

  it('keeps nothing and throws nothing without IndexedDB', async () => {
    vi.stubGlobal('indexedDB', undefined)
    try {
      const persister = deviceCachePersister('none')
      expect(await persister.restoreClient()).toBeUndefined()
      await expect(persister.removeClient()).resolves.toBeUndefined()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
