// The clients' front door (issue #31, decision 048): its paths (/request and the client hub's pages)
// get the built client.html (its own entry and bundle, client-entry.mjs) instead of the staff app's
// index.html. Read once and
// again only when a rebuild changed it, like app-pages.ts.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { CLIENT_PAGE } from './client-entry.mjs'

/** The client pages' paths served by the not-found fallback: the public request form. */
export const CLIENT_PAGE_PATHS: readonly string[] = ['/request']

/**
 * The client hub's pages (issue #31 section 2), as Fastify routes: registered by the hub's routes
 * (server/hub/hub-http.ts) with the hub's headers, the single-segment ones before /hub/:token (a
 * static route wins over a parametric one), so /hub/expired is not taken for a link's token.
 */
export const HUB_PAGE_ROUTES: readonly string[] = [
  '/hub',
  '/hub/expired',
  '/hub/request-work',
  '/hub/estimates/:id',
  '/hub/invoices/:id',
]

export function isClientPagePath(url: string): boolean {
  const path = (url.split('?')[0] ?? '').replace(/(.)\/+$/, '$1')
  return CLIENT_PAGE_PATHS.includes(path)
}

export type ClientPages = {
  /** client.html as built, or null when this build has none. */
  html: () => string | null
}

export function clientPages(webAppDir: string): ClientPages {
  const file = join(webAppDir, CLIENT_PAGE)
  let readAt = -1
  let html: string | null = null
  return {
    html: () => {
      if (!existsSync(file)) return null
      const changedAt = statSync(file).mtimeMs
      if (changedAt !== readAt) {
        readAt = changedAt
        html = readFileSync(file, 'utf8')
      }
      return html
    },
  }
}
