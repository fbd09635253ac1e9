// The bell of the top bar (phones) and the sidebar (wide screens), server mode (issue #30): the
// signed-in user's unread count, and a list that opens the notice's page and marks it read.
import { lazy, Suspense } from 'react'
import { isDemoMode } from '../../lib/env'

const ServerBell = lazy(() => import('./server-bell').then((m) => ({ default: m.ServerBell })))

/** The bell, in server mode only: the demo has no accounts and nothing to tell. */
export function NotificationBell({ className }: { className?: string }) {
  if (isDemoMode) return null
  return (
    // The same room as the bell while its code loads, so the bar does not shift.
    <Suspense fallback={<span aria-hidden="true" className="size-11 shrink-0" />}>
      <ServerBell className={className} />
    </Suspense>
  )
}
