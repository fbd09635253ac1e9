// A Vite plugin (server build): writes PAGE_PRELOADS_FILE into the build, naming for each first page
// the files of its lazily loaded screen that the entry file does not hold (the screen's chunk and the
// chunks it imports, deep), for the server to name in that page's HTML (src/server/http/app-pages.ts,
// decision 030).
import { resolve } from 'node:path'
import { PAGE_PRELOADS_FILE } from '../src/server/http/page-preloads.mjs'

/** The files a chunk needs before it runs: itself and its static imports, deep, minus `skip`. */
function staticFilesOf(bundle, fileName, skip, into = new Set()) {
  if (skip.has(fileName) || into.has(fileName)) return into
  const chunk = bundle[fileName]
  if (!chunk || chunk.type !== 'chunk') return into
  into.add(fileName)
  for (const imported of chunk.imports) staticFilesOf(bundle, imported, skip, into)
  return into
}

export function pagePreloads(pages) {
  let root = ''
  let base = '/'
  return {
    name: 'groundwork-page-preloads',
    apply: (_config, env) => env.command === 'build' && env.mode !== 'demo',
    configResolved: (config) => {
      root = config.root
      base = config.base
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk')
      // What the entry file loads anyway, so never a second time.
      const inEntry = new Set()
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
        staticFilesOf(bundle, entry.fileName, new Set(), inEntry)
      }
      const out = {}
      for (const [path, { screen }] of Object.entries(pages)) {
        // A page in the entry file (the dashboard) has nothing of its own to load.
        if (!screen) continue
        const id = resolve(root, screen)
        const chunk = chunks.find((item) => item.facadeModuleId === id)
        if (!chunk) throw new Error(`page preloads: ${screen} (${path}) is not a chunk of its own`)
        const files = staticFilesOf(bundle, chunk.fileName, inEntry)
        out[path] = { modules: [...files].map((file) => `${base}${file}`) }
      }
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PRELOADS_FILE,
        source: `${JSON.stringify(out, null, 2)}\n`,
      })
    },
  }
}
