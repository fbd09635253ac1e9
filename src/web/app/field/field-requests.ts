// What Today asks for first, asked for while the field app's code loads: who is signed in, the
// business's name and the day's cards (the page's HTML names all three for preloading, and these
// requests take the preloaded answers). Every role reads Today, so the cards need not wait for the
// session; without one the gate leads to the sign-in page before they are shown. A role that orders
// the route gets the drag's code as soon as the session says so: its cards wait for it.
import { can } from '../../../domain/access/permissions'
import { requestBrandingEarly } from '../../data/branding'
import { requestSessionEarly } from '../../data/session'
import { requestTodayEarly } from '../../features/projects/today-early'
import { loadRouteDrag } from '../../features/projects/today-page'
import { todayParamsOf } from '../today-path'

export function sendFieldRequests(search: string): void {
  void requestSessionEarly().then(
    (session) => {
      if (session && can(session.user.role, 'jobs:write')) void loadRouteDrag()
    },
    () => undefined,
  )
  requestBrandingEarly()
  requestTodayEarly(todayParamsOf(search))
}
