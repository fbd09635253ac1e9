// The backup routes where no backup service is wired (the browser-only demo): a clear refusal, not a
// crash; the service itself is the server's (src/server/backup/).
import { describe, expect, it } from 'vitest'
import { generateSeed } from '../../domain/seed/seed'
import { createDataUrlBlobStore } from '../blob-store'
import { BACKUPS_NEED_THE_SERVER } from '../backup/backup-service'
import type { ApiDeps } from '../deps'
import { dispatch } from '../dispatch'
import type { Store } from '../store'

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
