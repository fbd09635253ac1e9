// What the page being opened asks for first, asked for before its code arrives (data/early-requests.ts).
import { can } from '../../domain/access/permissions'
import { requestBrandingEarly } from '../data/branding'
import { requestListEarly } from '../data/list'
import { requestSessionEarly, type Session } from '../data/session'
import { homePath } from '../lib/access'
import { isDemoMode } from '../lib/env'
import { requestDashboardEarly } from '../features/dashboard/api'
import { requestTodayEarly } from '../features/projects/today-early'
import { firstPageOf } from './first-pages'
import { seesTodayAt, todayParamsOf } from './today-path'

/**
 * Whether the signed-in user sees the dashboard's figures at `pathname`: '/' is the dashboard only
 * for a role whose home it is (a Crew user, and Crew and Foreman on a phone, go elsewhere), and
 * '/dashboard' only for a role that may read it. Asking for them otherwise would answer 403.
 */
export function seesFiguresAt(pathname: string, session: Session): boolean {
  if (!session) return false
  const { role } = session.user
  if (!can(role, 'dashboard:read')) return false
  const path = pathname.replace(/(.)\/+$/, '$1')
  return path !== '/' || homePath({ can: (p) => can(role, p), actor: { role } }) === '/dashboard'
}

export function sendFirstPageRequests(pathname: string, search = ''): void {
  // Server mode: every page waits for who is signed in (the demo has no sign-in).
  const session = isDemoMode ? null : requestSessionEarly()
  requestBrandingEarly()
  const page = firstPageOf(pathname)
  if (page?.figures) {
    // Server mode: once the session says the figures are this user's page (its answer comes
    // before the page's code, so the dashboard still finds its figures asked for).
    if (session === null) requestDashboardEarly()
    else
      void session.then(
        (answer) => seesFiguresAt(pathname, answer) && requestDashboardEarly(),
        () => undefined,
      )
  }
  // Today's cards, once the session says this page is Today for the user (the demo: /today).
  if (session === null) {
    if (pathname.replace(/(.)\/+$/, '$1') === '/today') requestTodayEarly(todayParamsOf(search))
  } else {
    void session.then(
      (answer) => seesTodayAt(pathname, answer) && requestTodayEarly(todayParamsOf(search)),
      () => undefined,
    )
  }
  if (search === '' || search === '?') {
    for (const [collection, params] of page?.lists ?? []) requestListEarly(collection, params)
  }
}
