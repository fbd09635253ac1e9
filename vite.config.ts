// Builds the React app: `vite build` -> dist/web (served by the Node server), `vite build --mode demo`
// -> dist/demo (browser-only demo, data in localStorage). The dev server proxies /api to the server.
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { precompressDir } from './scripts/precompress.mjs'
import { ANALYTICS_ORIGIN_META, originOf } from './src/server/http/security-headers.mjs'

/** .br and .gz copies of the built text assets, which the server sends as they are. */
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'groundwork-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir
    },
    closeBundle: () => precompressDir(outDir),
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

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), analyticsOriginMeta(mode), precompress()],
  build: {
    outDir: mode === 'demo' ? 'dist/demo' : 'dist/web',
    emptyOutDir: true,
    // dist/web/.vite/manifest.json: `npm run size` reads the first page's chunks from it.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}))
