// The clients' front door (issue #31, decision 048): its paths (/request and the client hub's pages)
// get the built client.html (its own entry and bundle, client-entry.mjs) instead of the staff app's
// index.html. Read once and
// again only when a rebuild changed it (built-page.ts).
import { builtPage, pagePathOf, type BuiltPage } from './built-page'
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
  return CLIENT_PAGE_PATHS.includes(pagePathOf(url))
}

export type ClientPages = BuiltPage

export const clientPages = (webAppDir: string): ClientPages => builtPage(webAppDir, CLIENT_PAGE)
