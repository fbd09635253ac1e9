// The HTML of the app's pages: the built index.html, with the preload tags the build names for the
// requested path in its head (page-preloads.mjs, decision 030). Each variant is made once and kept
// until index.html changes (a rebuild while the server runs).
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { PAGE_PRELOADS_FILE, preloadTags, type PagePreloads } from './page-preloads.mjs'

const preloadsSchema = z.record(
  z.string(),
  z.object({ modules: z.array(z.string()), fetches: z.array(z.string()) }),
)

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

/**
 * The page's tags: its screen's files always (a search or a tab in the address shows the same
 * screen), its first requests only at the plain address (a search or a tab asks for other data).
 */
function withPreloads(indexHtml: string, page: PagePreloads, hasQuery: boolean): string {
  const tags = preloadTags(hasQuery ? { modules: page.modules ?? [] } : page)
  if (tags.length === 0) return indexHtml
  return indexHtml.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`)
}

export function appPages(webAppDir: string): AppPages {
  const indexFile = join(webAppDir, 'index.html')
  let builtAt = -1
  let indexHtml = ''
  let preloads = new Map<string, PagePreloads>()
  // Keys are the table's paths (with or without a query): as many as the build names, twice.
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
      const queryAt = url.indexOf('?')
      const rawPath = queryAt === -1 ? url : url.slice(0, queryAt)
      const path = rawPath.replace(/(.)\/+$/, '$1')
      const hasQuery = queryAt !== -1 && queryAt < url.length - 1
      const page = preloads.get(path)
      if (!page) return indexHtml
      const key = `${path}${hasQuery ? '?' : ''}`
      let html = made.get(key)
      if (html === undefined) {
        html = withPreloads(indexHtml, page, hasQuery)
        made.set(key, html)
      }
      return html
    },
  }
}
