// What the app does once at startup (SPEC section 1): unregister any background workers (service
// workers of earlier builds or other apps on this origin) and clear the Cache Storage they filled,
// so every visit runs the current build against live data. Server mode narrows the rule (issue #33,
// decision 056): the field app's own worker (/sw.js, which keeps Today opening without signal) and
// its own caches stay; everything else goes. The browser-only demo keeps the rule as written.
// Failures are only reported as warnings.
import { isDemoMode } from '../lib/env'
import { isOwnCache, isOwnWorker } from './field/offline-app'

type StartupEnv = {
  serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined
  caches?: Pick<CacheStorage, 'keys' | 'delete'> | undefined
  warn?: (message: string, detail: unknown) => void
  /** What the rule leaves in place: nothing (the demo), or the app's own worker and caches. */
  keep?: { worker: (scriptUrl: string) => boolean; cache: (name: string) => boolean } | undefined
}

/** The app's own worker and caches, kept in server mode. */
export const keepOwnOffline = (origin: string): NonNullable<StartupEnv['keep']> => ({
  worker: (scriptUrl) => isOwnWorker(scriptUrl, origin),
  cache: isOwnCache,
})

function browserEnv(): StartupEnv {
  return {
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    // Cache Storage exists only in secure contexts (https, localhost).
    caches: typeof caches !== 'undefined' ? caches : undefined,
    warn: (message, detail) => console.warn(message, detail),
    keep: isDemoMode ? undefined : keepOwnOffline(window.location.origin),
  }
}

/** The script a registration runs (its newest worker's), '' when it has none. */
function scriptOf(registration: ServiceWorkerRegistration): string {
  const worker = registration.active ?? registration.waiting ?? registration.installing
  return worker?.scriptURL ?? ''
}

/** Resolves with how many workers were unregistered and caches deleted. */
export async function clearBackgroundWorkers(
  env: StartupEnv = browserEnv(),
): Promise<{ workers: number; caches: number }> {
  const warn = env.warn ?? (() => {})
  const keep = env.keep
  let workers = 0
  let deleted = 0
  try {
    const registrations = (await env.serviceWorker?.getRegistrations()) ?? []
    const foreign = registrations.filter((r) => !keep?.worker(scriptOf(r)))
    const results = await Promise.all(foreign.map((r) => r.unregister()))
    workers = results.filter(Boolean).length
  } catch (error) {
    warn('Could not unregister background workers', error)
  }
  try {
    const keys = ((await env.caches?.keys()) ?? []).filter((key) => !keep?.cache(key))
    const results = await Promise.all(keys.map((key) => env.caches?.delete(key)))
    deleted = results.filter(Boolean).length
  } catch (error) {
    warn('Could not clear caches', error)
  }
  return { workers, caches: deleted }
}
