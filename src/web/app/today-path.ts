// Whether a page shows Today to the signed-in user, and Today's day and crew as its address names
// them: read by both entries' first requests (first-page-requests.ts, field/field-requests.ts).
import { can } from '../../domain/access/permissions'
import type { Session } from '../data/session'
import { homePath } from '../lib/access'

/** Whether `pathname` shows Today to this user: /today, or '/' where Today is their home (a phone). */
export function seesTodayAt(pathname: string, session: Session): boolean {
  if (!session) return false
  const { role } = session.user
  if (!can(role, 'jobs:read')) return false
  const path = pathname.replace(/(.)\/+$/, '$1')
  return (
    path === '/today' ||
    (path === '/' && homePath({ can: (p) => can(role, p), actor: { role } }) === '/today')
  )
}

/** Today's day and crew as the page reads them from the address (?date=YYYY-MM-DD&crew=). */
export function todayParamsOf(search: string) {
  const params = new URLSearchParams(search)
  const date = params.get('date') ?? ''
  return {
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined,
    crewId: params.get('crew') ?? undefined,
  }
}
