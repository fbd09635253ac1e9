// What the page being opened asks for first, asked for before its code arrives (data/early-requests.ts).
import type { CollectionName } from '../../domain/resources'
import { requestBrandingEarly } from '../data/branding'
import { requestListEarly, type ListParams } from '../data/list'
import { requestSessionEarly } from '../data/session'
import { isDemoMode } from '../lib/env'
import { requestDashboardEarly } from '../features/dashboard/api'

/** The dashboard's paths (features/dashboard/routes.tsx). */
const DASHBOARD_PATHS = new Set(['/', '/dashboard'])

/**
 * The lists a list screen opened at its plain address (no search, first tab) shows first, exactly as
 * the screen asks for them (first-page-requests.test.tsx holds each screen to it). The screens' own
 * modules load later, so the page sizes are written out here.
 */
export const FIRST_LISTS: Readonly<Record<string, readonly [CollectionName, ListParams][]>> = {
  '/projects/jobs': [['jobs', { limit: 24 }]],
  '/billing/invoices': [['invoices', { limit: 25 }]],
  '/crm/contacts/persons': [['persons', { limit: 24 }]],
  '/sales/estimates': [['estimates', { limit: 24 }]],
}

export function sendFirstPageRequests(pathname: string, search = ''): void {
  // Server mode: every page waits for who is signed in (the demo has no sign-in).
  if (!isDemoMode) requestSessionEarly()
  requestBrandingEarly()
  const path = pathname.replace(/(.)\/+$/, '$1')
  if (DASHBOARD_PATHS.has(path)) requestDashboardEarly()
  if (search === '' || search === '?') {
    for (const [collection, params] of FIRST_LISTS[path] ?? []) requestListEarly(collection, params)
  }
}
