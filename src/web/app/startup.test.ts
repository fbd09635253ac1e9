import { describe, expect, it, vi } from 'vitest'
import { clearBackgroundWorkers } from './startup'

describe('clearBackgroundWorkers', () => {
  it('unregisters every worker and deletes every cache', async () => {
    const unregister = vi.fn(async () => true)
    const deleted: string[] = []
    const result = await clearBackgroundWorkers({
      serviceWorker: {
        getRegistrations: async () =>
          [{ unregister }, { unregister }] as unknown as readonly ServiceWorkerRegistration[],
      },
      caches: {
        keys: async () => ['workbox-precache', 'images'],
        delete: async (key: string) => {
          deleted.push(key)
          return true
        },
      },
    })
    expect(unregister).toHaveBeenCalledTimes(2)
    expect(deleted).toEqual(['workbox-precache', 'images'])
    expect(result).toEqual({ workers: 2, caches: 2 })
  })

  it('does nothing where the browser has neither, and only warns on failure', async () => {
    expect(await clearBackgroundWorkers({})).toEqual({ workers: 0, caches: 0 })
    const warn = vi.fn()
    const result = await clearBackgroundWorkers({
      serviceWorker: {
        getRegistrations: async () => {
          throw new Error('SecurityError')
        },
      },
      caches: { keys: async () => ['a'], delete: async () => true },
      warn,
    })
    expect(warn).toHaveBeenCalledWith('Could not unregister background workers', expect.any(Error))
    expect(result).toEqual({ workers: 0, caches: 1 })
  })
})
