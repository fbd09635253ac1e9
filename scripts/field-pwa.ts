// The field app as an installable web app that opens without signal (issue #33, decision 056):
// vite-plugin-pwa writes manifest.webmanifest and a Workbox service worker (sw.js) into dist/web.
// The field pass builds into the folder the staff app and the clients' pages are already in, so the
// worker precaches only what this pass wrote (and the icons): never a staff screen or a client page.
import type { Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { FIELD_CACHE_ID, SERVICE_WORKER_FILE } from '../src/web/app/field/offline-app.ts'

/** The page (Vite's HTML step emits it after this pass's other files are known) and the install's. */
const INSTALL_FILES =
  /^(field\.html|manifest\.webmanifest|favicon\.svg|icon-[\w-]+\.png|apple-touch-icon\.png)$/

export function fieldPwa(): Plugin[] {
  const written = new Set<string>()
  const recordOutput: Plugin = {
    name: 'groundwork-field-output',
    apply: 'build',
    generateBundle: (_options, bundle) => {
      for (const name of Object.keys(bundle)) written.add(name)
    },
  }
  const pwa = VitePWA({
    strategies: 'generateSW',
    filename: SERVICE_WORKER_FILE,
    // field-main.tsx registers it once the page has loaded.
    injectRegister: false,
    registerType: 'autoUpdate',
    includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
    manifest: {
      id: '/today',
      name: 'Groundwork: Today',
      short_name: 'Today',
      description:
        "The crew's day: today's jobs, the clock and the field actions, with or without signal.",
      start_url: '/today',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#2f6b3a',
      background_color: '#f8faf7',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      cacheId: FIELD_CACHE_ID,
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      globIgnores: ['.vite/**', '**/*.map'],
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.filter(
            (entry) => written.has(entry.url) || INSTALL_FILES.test(entry.url),
          ),
          warnings: [],
        }),
      ],
      // Today opened without signal: the page from the cache; every other address goes to the
      // network as before (the office's screens need it).
      navigateFallback: 'field.html',
      navigateFallbackAllowlist: [/^\/today\/?(\?.*)?$/],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      // The worker never answers for the API: the day's data is kept by the app (IndexedDB).
      runtimeCaching: [],
    },
  })
  return [recordOutput, ...pwa]
}
