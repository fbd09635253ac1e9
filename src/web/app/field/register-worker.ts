// Registers the field app's service worker (scripts/field-pwa.ts writes it): after the page's load
// event, so its precaching of the app's files waits for the page's own requests. Where the browser
// has none (an insecure origin, an old browser) Today still works online.
import { SERVICE_WORKER_FILE } from './offline-app'

export function registerFieldWorker(): void {
  if (!('serviceWorker' in navigator)) return
  const register = () =>
    void navigator.serviceWorker
      .register(`/${SERVICE_WORKER_FILE}`, { scope: '/' })
      .catch((error: unknown) => console.warn('Could not install the offline app', error))
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
