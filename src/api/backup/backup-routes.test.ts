// The backup routes where no backup service is wired (the browser-only demo): a clear refusal, not a
// crash; the service itself is the server's (src/server/backup/).
import { describe, expect, it } from 'vitest'
import { generateSeed } from '../../domain/seed/seed'
import { createDataUrlBlobStore } from '../shared/blob-store'
import { BACKUPS_NEED_THE_SERVER } from './backup-service'
import type { ApiDeps } from '../shared/deps'
import { dispatch } from '../shared/dispatch'
import type { Store } from '../shared/store'

const untouchable = new Proxy({} as Store, {
  get: () => {
    throw new Error('the store must not be used')
  },
})

const demoDeps: ApiDeps = {
  store: untouchable,
  blobs: createDataUrlBlobStore(1024),
  clock: () => 0,
  newId: () => '00000000-0000-4000-8000-000000000000',
  seed: generateSeed,
}

describe('backup routes without a backup service (the demo)', () => {
  it.each([
    ['GET', '/api/backup'],
    ['POST', '/api/backup/restore'],
  ] as const)('%s %s answers 409 with the reason', async (method, path) => {
    const result = await dispatch(
      { method, path, query: {}, body: undefined, headers: {} },
      demoDeps,
      'demo',
    )
    expect(result).toEqual({
      status: 409,
      body: { error: { code: 'INVALID_STATE', message: BACKUPS_NEED_THE_SERVER } },
    })
  })
})
