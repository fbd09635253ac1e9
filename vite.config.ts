// Builds the React app: `vite build` -> dist/web (served by the Node server), `vite build --mode demo`
// -> dist/demo (browser-only demo, data in localStorage). The dev server proxies /api to the server.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Alias, type Plugin, type UserConfig } from 'vite'
import { buildStampPlugin } from './scripts/build-stamp.mjs'
import { CLIENT_MANIFEST } from './src/server/http/client-entry.mjs'
import { FIELD_MANIFEST } from './src/server/http/field-entry.mjs'
import { fieldPwa } from './scripts/field-pwa.ts'
import { pagePreloads } from './scripts/page-preloads-plugin.mjs'
import { precompressDir } from './scripts/precompress.mjs'
import { ANALYTICS_ORIGIN_META, originOf } from './src/server/http/security-headers.mjs'
import { FIRST_PAGES } from './src/web/app/first-pages.ts'

/** .br and .gz copies of the built text assets, which the server sends as they are. */
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'groundwork-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir
    },
    // After every plugin before it that writes files when the bundle closes (the field pass's
    // service worker): a copy made earlier would be sent, stale, to browsers that take .br or .gz.
    closeBundle: { sequential: true, order: 'post', handler: () => precompressDir(outDir) },
  }
}

/**
 * Marks the entry file for eager compilation (V8's explicit compile hints, Chromium 136+; other
 * browsers ignore a comment): V8 compiles all its functions as the file streams in, on a background
 * thread, instead of each on its first call on the main thread, where that took about a quarter of
 * the first page's start-up (decision 022). Nearly all of the entry runs while the first page starts.
 * The comment must open the file, so it is added to the finished (minified) code, after its name's
 * content hash was taken: the same line in every build, so a name still stands for one content.
 */
function eagerEntryCompilation(): Plugin {
  return {
    name: 'groundwork-eager-entry-compilation',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own additions to the finished code (its preload helper's file list).
      order: 'post',
      handler: (_options, bundle) => {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry) {
            chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`
          }
        }
      },
    },
  }
}

/**
 * Names the analytics script's origin in index.html, so the servers' Content-Security-Policy lets
 * that one origin through (src/server/http/security-headers.mjs); nothing when analytics are off.
 */
function analyticsOriginMeta(mode: string): Plugin {
  const src = loadEnv(mode, process.cwd(), 'VITE_').VITE_ANALYTICS_SRC?.trim()
  const origin = src ? originOf(src) : null
  return {
    name: 'groundwork-analytics-origin',
    transformIndexHtml: () =>
      origin
        ? [
            {
              tag: 'meta',
              attrs: { name: ANALYTICS_ORIGIN_META, content: origin },
              injectTo: 'head',
            },
          ]
        : [],
  }
}

/**
 * React Router's package exports name only its development build (warnings and checks on), for
 * production bundles too (remix-run/react-router#14102): built bundles take the production build
 * the package ships beside it.
 */
function reactRouterProductionAlias(command: 'build' | 'serve'): Alias[] {
  if (command !== 'build') return []
  const root = dirname(createRequire(import.meta.url).resolve('react-router/package.json'))
  return [{ find: /^react-router$/, replacement: join(root, 'dist/production/index.mjs') }]
}

/**
 * What every list screen runs on (paged lists, tabs, search, the lookups of the records a row names):
 * one file instead of a dozen of a few hundred bytes each, which a phone fetched in rounds of six.
 */
const LIST_KIT = [
  /[\\/]src[\\/]web[\\/]components[\\/](virtual-list|virtual-table|use-virtual-rows|load-more|search-box|query-error|list-states|paged-card-list|query-list|record-card|card-skeleton|tab-bar|filter-tabs|responsive-list)\.tsx?$/,
  /[\\/]src[\\/]web[\\/]components[\\/]ui[\\/](tabs|input|label|badge|skeleton|empty-state)\.tsx$/,
  // The list header's Export CSV, the CRM lists' Import CSV button.
  /[\\/]src[\\/]web[\\/]components[\\/](layout[\\/]list-page-header|export-csv-button)\.tsx$/,
  /[\\/]src[\\/]web[\\/]features[\\/]crm[\\/]import[\\/]import-csv-button\.tsx$/,
  /[\\/]src[\\/]web[\\/]data[\\/](use-infinite-list|use-records-by-id|lookup-batcher)\.ts$/,
  /[\\/]src[\\/]web[\\/]lib[\\/](use-search-param|use-tab-param)\.ts$/,
  /[\\/]node_modules[\\/]@tanstack[\\/]/,
  /[\\/]node_modules[\\/]@radix-ui[\\/]react-tabs[\\/]/,
]
const isListKitModule = (id: string) => LIST_KIT.some((pattern) => pattern.test(id))

/**
 * A feature's requests (api.ts) and its routes' addresses (*-links.ts) in one file per feature: the
 * screens that import them are never quite the same set, and each set made a file of its own (the
 * invoices list reached 9 files when the batch screen came, decision 025's budget is 8).
 */
const FEATURE_DATA = /[\\/]src[\\/]web[\\/]features[\\/]([a-z-]+)[\\/](api|[a-z-]+-links)\.ts$/
const featureDataChunk = (id: string) => {
  const feature = FEATURE_DATA.exec(id)?.[1]
  return feature ? `${feature}-data` : null
}

/**
 * The clients' front door (client.html, src/client; issue #31, decision 048): built by a second pass,
 * `vite build --mode client`, into the same dist/web after the staff app's, so the two bundles share
 * no file: nothing of the staff screens (or a chunk holding them) can reach a client's page. Its own
 * manifest, for `npm run size`.
 */
const clientBuild: UserConfig = {
  plugins: [react(), tailwindcss(), eagerEntryCompilation(), precompress()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: false,
    manifest: CLIENT_MANIFEST,
    rolldownOptions: { input: 'client.html' },
  },
}

/**
 * The crew's day (field.html, src/web/field-main.tsx; issue #32, decision 055): Today with a small
 * shell, built by a third pass, `vite build --mode field`, into the same dist/web after the staff
 * app's, sharing no file with it: a phone's first page carries Today's code only. Its own manifest,
 * for `npm run size`.
 */
const fieldBuild = (command: 'build' | 'serve'): UserConfig => ({
  // The installable app and its service worker (decision 056), precompressed with the rest.
  plugins: [react(), tailwindcss(), eagerEntryCompilation(), ...fieldPwa(), precompress()],
  resolve: { alias: reactRouterProductionAlias(command) },
  build: {
    outDir: 'dist/web',
    emptyOutDir: false,
    manifest: FIELD_MANIFEST,
    rolldownOptions: {
      input: 'field.html',
      // One file for what the page needs first (decision 019), as the staff entry.
      output: { codeSplitting: { groups: [{ name: 'field', tags: ['$initial'] }] } },
    },
  },
})

export default defineConfig(({ command, mode }) =>
  mode === 'client'
    ? clientBuild
    : mode === 'field'
      ? fieldBuild(command)
      : {
          plugins: [
            react(),
            tailwindcss(),
            analyticsOriginMeta(mode),
            eagerEntryCompilation(),
            // dist/web/page-preloads.json: what the server names in each first page's HTML (decision 030).
            pagePreloads(FIRST_PAGES),
            precompress(),
            // dist/web/.build-stamp: `npm start` rebuilds only when the sources changed since (build-stamp.mjs).
            buildStampPlugin(),
          ],
          resolve: { alias: reactRouterProductionAlias(command) },
          build: {
            outDir: mode === 'demo' ? 'dist/demo' : 'dist/web',
            emptyOutDir: true,
            // dist/web/.vite/manifest.json: `npm run size` reads the first page's chunks from it.
            manifest: true,
            rolldownOptions: {
              output: {
                // Fewer, larger files on the first page (decision 019): everything the entry imports
                // statically goes into the entry's one file instead of a dozen small shared chunks, and
                // all icons (6 KB gzipped) into one file instead of one per icon. On a phone each file is
                // another round trip: Lighthouse's dashboard LCP 2.9 -> 2.1-2.4 s.
                codeSplitting: {
                  groups: [
                    { name: 'app', tags: ['$initial'] },
                    { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/ },
                    { name: 'lists', test: isListKitModule, minShareCount: 2 },
                    { name: featureDataChunk, minShareCount: 2 },
                  ],
                },
              },
            },
          },
          server: {
            port: 5173,
            proxy: { '/api': 'http://127.0.0.1:3000' },
          },
        },
)
