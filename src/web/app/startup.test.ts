import { describe, expect, it, vi } from 'vitest'
import { clearBackgroundWorkers, keepOwnOffline } from './startup'

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

describe('clearBackgroundWorkers in server mode (decision 056)', () => {
  const ORIGIN = 'https://crm.example.com'
  const registration = (scriptURL: string) => {
    const unregister = vi.fn(async () => true)
    return { active: { scriptURL }, unregister }
  }

  it("keeps the field app's own worker and caches and removes every other", async () => {
    const own = registration(`${ORIGIN}/sw.js`)
    const old = registration(`${ORIGIN}/service-worker.js`)
    const foreign = registration('https://crm.example.com/other/sw.js')
    const deleted: string[] = []
    const result = await clearBackgroundWorkers({
      serviceWorker: {
        getRegistrations: async () =>
          [own, old, foreign] as unknown as readonly ServiceWorkerRegistration[],
      },
      caches: {
        keys: async () => [
          'groundwork-field-precache-v2-https://crm.example.com/',
          'workbox-precache-v2-https://crm.example.com/',
          'images',
        ],
        delete: async (key: string) => {
          deleted.push(key)
          return true
        },
      },
      keep: keepOwnOffline(ORIGIN),
    })
    expect(own.unregister).not.toHaveBeenCalled()
    expect(old.unregister).toHaveBeenCalledTimes(1)
    expect(foreign.unregister).toHaveBeenCalledTimes(1)
    expect(deleted).toEqual(['workbox-precache-v2-https://crm.example.com/', 'images'])
    expect(result).toEqual({ workers: 2, caches: 2 })
  })

  it('removes a worker still installing that is not the own one', async () => {
    const unregister = vi.fn(async () => true)
    await clearBackgroundWorkers({
      serviceWorker: {
        getRegistrations: async () =>
          [
            { installing: { scriptURL: `${ORIGIN}/evil.js` }, unregister },
          ] as unknown as readonly ServiceWorkerRegistration[],
      },
      keep: keepOwnOffline(ORIGIN),
    })
    expect(unregister).toHaveBeenCalledTimes(1)
  })
})
