// What the app does once at startup (SPEC section 1): unregister any background workers (service
// workers of earlier builds or other apps on this origin) and clear the Cache Storage they filled,
// so every visit runs the current build against live data. Failures are only reported as warnings.

type StartupEnv = {
  serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined
  caches?: Pick<CacheStorage, 'keys' | 'delete'> | undefined
  warn?: (message: string, detail: unknown) => void
}

function browserEnv(): StartupEnv {
  return {
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    // Cache Storage exists only in secure contexts (https, localhost).
    caches: typeof caches !== 'undefined' ? caches : undefined,
    warn: (message, detail) => console.warn(message, detail),
  }
}

/** Resolves with how many workers were unregistered and caches deleted. */
export async function clearBackgroundWorkers(
  env: StartupEnv = browserEnv(),
): Promise<{ workers: number; caches: number }> {
  const warn = env.warn ?? (() => {})
  let workers = 0
  let deleted = 0
  try {
    const registrations = (await env.serviceWorker?.getRegistrations()) ?? []
    const results = await Promise.all(registrations.map((r) => r.unregister()))
    workers = results.filter(Boolean).length
  } catch (error) {
    warn('Could not unregister background workers', error)
  }
  try {
    const keys = (await env.caches?.keys()) ?? []
    const results = await Promise.all(keys.map((key) => env.caches?.delete(key)))
    deleted = results.filter(Boolean).length
  } catch (error) {
    warn('Could not clear caches', error)
  }
  return { workers, caches: deleted }
}
