// The pages a user opens first, and what each needs before it can show: the one table that both
// the browser (first-page-requests.ts sends the requests while the code loads) and the build (the
// server names the screen's files in the page's HTML, decision 030) read. Types only, no browser
// code: vite.config.ts imports this file. The requests are not named in the HTML: a list's and the
// figures' addresses carry the browser's time zone, which the server does not know, and preloading
// the session and the branding gained nothing measurable (decision 030).
import type { CollectionName } from '../../domain/resources'
import type { ListParams } from '../data/list'

export type FirstPage = {
  /** The screen's own module, loaded lazily by its route; absent when it is in the entry file. */
  readonly screen?: string
  /**
   * The lists the screen shows first at its plain address (no search, first tab), exactly as the
   * screen asks for them (first-page-requests.test.tsx holds each screen to it).
   */
  readonly lists?: readonly (readonly [CollectionName, ListParams])[]
  /** Whether it shows the dashboard's figures. */
  readonly figures?: boolean
}

export const FIRST_PAGES: Readonly<Record<string, FirstPage>> = {
  // The dashboard's paths (features/dashboard/routes.tsx); its page is in the entry file.
  '/': { figures: true },
  '/dashboard': { figures: true },
  '/projects/jobs': {
    screen: 'src/web/features/projects/jobs-list-page.tsx',
    lists: [['jobs', { limit: 24, sort: 'upcoming' }]],
  },
  '/billing/invoices': {
    screen: 'src/web/features/billing/invoices-list-page.tsx',
    lists: [['invoices', { limit: 25 }]],
  },
  '/crm/contacts/persons': {
    screen: 'src/web/features/crm/persons-list-page.tsx',
    lists: [['persons', { limit: 24 }]],
  },
  '/sales/estimates': {
    screen: 'src/web/features/sales/estimates-list-page.tsx',
    lists: [['estimates', { limit: 24 }]],
  },
}

/** The table's entry for a page's path (a trailing slash ignored), or undefined. */
export function firstPageOf(pathname: string): FirstPage | undefined {
  return FIRST_PAGES[pathname.replace(/(.)\/+$/, '$1')]
}
