// The field app's service worker and caches (issue #33, decision 056), named once for the build
// (scripts/field-pwa.ts) and the start-up rule (app/startup.ts), which keeps them and removes the rest.

/** The Cache Storage names' prefix (Workbox's cacheId): the app's own caches. */
export const FIELD_CACHE_ID = 'groundwork-field'
/** The worker's file, at the root so its scope is the whole app. */
export const SERVICE_WORKER_FILE = 'sw.js'

/** Whether a registration's script or a cache is the app's own, current one. */
export const isOwnWorker = (scriptUrl: string, origin: string): boolean =>
  scriptUrl === `${origin}/${SERVICE_WORKER_FILE}`
export const isOwnCache = (name: string): boolean => name.startsWith(`${FIELD_CACHE_ID}-`)
