// The HTML of the app's pages: the built index.html, with the preload tags the build names for the
// requested path in its head (page-preloads.mjs, decision 030). Each path's page is made once and
// kept until index.html changes (a rebuild while the server runs).
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { PAGE_PRELOADS_FILE, preloadTags, type PagePreloads } from './page-preloads.mjs'

const preloadsSchema = z.record(z.string(), z.object({ modules: z.array(z.string()) }))

export type AppPages = {
  /** index.html for a page's URL (path and query, as requested). */
  htmlFor: (url: string) => string
}

/** The build's preloads per path; none when the file is missing or not what the build writes. */
function readPreloads(webAppDir: string): Map<string, PagePreloads> {
  try {
    const parsed = preloadsSchema.safeParse(
      JSON.parse(readFileSync(join(webAppDir, PAGE_PRELOADS_FILE), 'utf8')),
    )
    return new Map(parsed.success ? Object.entries(parsed.data) : [])
  } catch {
    return new Map()
  }
}

function withPreloads(indexHtml: string, page: PagePreloads): string {
  const tags = preloadTags(page)
  if (tags.length === 0) return indexHtml
  return indexHtml.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`)
}

export function appPages(webAppDir: string): AppPages {
  const indexFile = join(webAppDir, 'index.html')
  let builtAt = -1
  let indexHtml = ''
  let preloads = new Map<string, PagePreloads>()
  // Keyed by the build's paths only, so it holds no more pages than the build names.
  const made = new Map<string, string>()

  return {
    htmlFor: (url) => {
      const changedAt = statSync(indexFile).mtimeMs
      if (changedAt !== builtAt) {
        builtAt = changedAt
        indexHtml = readFileSync(indexFile, 'utf8')
        preloads = readPreloads(webAppDir)
        made.clear()
      }
      // A search or a tab in the address shows the same screen: the same files.
      const path = (url.split('?')[0] ?? '').replace(/(.)\/+$/, '$1')
      const page = preloads.get(path)
      if (!page) return indexHtml
      let html = made.get(path)
      if (html === undefined) {
        html = withPreloads(indexHtml, page)
        made.set(path, html)
      }
      return html
    },
  }
}
