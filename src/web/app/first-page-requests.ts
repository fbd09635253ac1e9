// What the page being opened asks for first, asked for before its code arrives (data/early-requests.ts).
import { requestBrandingEarly } from '../data/branding'
import { requestListEarly } from '../data/list'
import { requestSessionEarly } from '../data/session'
import { isDemoMode } from '../lib/env'
import { requestDashboardEarly } from '../features/dashboard/api'
import { firstPageOf } from './first-pages'

export function sendFirstPageRequests(pathname: string, search = ''): void {
  // Server mode: every page waits for who is signed in (the demo has no sign-in).
  if (!isDemoMode) requestSessionEarly()
  requestBrandingEarly()
  const page = firstPageOf(pathname)
  if (page?.figures) requestDashboardEarly()
  if (search === '' || search === '?') {
    for (const [collection, params] of page?.lists ?? []) requestListEarly(collection, params)
  }
}
