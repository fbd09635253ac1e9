// Registers the field app's service worker (scripts/field-pwa.ts writes it): after the page's load
// event, so its precaching of the app's files waits for the page's own requests. Where the browser
// has none (an insecure origin, an old browser) Today still works online. When a new build's worker
// takes over a page the old one served, the page reloads: the old page's files may be gone from the
// server, and a lazily loaded part of it would fail (changes waiting to sync are in IndexedDB).
import { SERVICE_WORKER_FILE } from './offline-app'

export function registerFieldWorker(): void {
  if (!('serviceWorker' in navigator)) return
  const container = navigator.serviceWorker
  // The first install claims the page too: that is no new build, nothing to reload.
  const wasControlled = container.controller !== null
  let isReloading = false
  container.addEventListener('controllerchange', () => {
    if (!wasControlled || isReloading) return
    isReloading = true
    window.location.reload()
  })
  const register = () =>
    void container
      .register(`/${SERVICE_WORKER_FILE}`, { scope: '/' })
      .catch((error: unknown) => console.warn('Could not install the offline app', error))
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
