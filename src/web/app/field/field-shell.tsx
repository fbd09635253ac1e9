// The field app's frame (decisions 055, 056): the business's mark, a way to every other screen, sign
// out, what waits to sync, and the page. Phones first; on a wide screen the same column, centred.
import { useQuery } from '@tanstack/react-query'
import { LayoutGrid, LogOut } from 'lucide-react'
import { useEffect } from 'react'
import { Outlet } from 'react-router'
import { Brand } from '../../components/layout/brand'
import { useBrandColor } from '../../components/layout/use-branding'
import { SyncStatus } from '../../components/sync-status'
import { sessionQuery } from '../../data/session'
import { homePath, useAccess } from '../../lib/access'
import { SessionGate } from '../session/session-gate'
import { forgetFieldCache } from './field-cache'

const headerLink =
  'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50'

function FieldHeader() {
  const access = useAccess()
  useBrandColor()
  return (
    <header className="sticky top-0 z-50 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <div className="mx-auto flex h-(--topbar-height) max-w-3xl items-center gap-1 px-3 sm:px-4">
        <Brand className="mr-auto min-w-0" />
        <a href={homePath(access, false)} className={headerLink}>
          <LayoutGrid aria-hidden="true" className="size-5" />
          <span className="max-[359px]:sr-only">All screens</span>
        </a>
        {/* A page load, as the office's Sign Out: it asks first when changes wait to sync. */}
        <a href="/signout" className={headerLink}>
          <LogOut aria-hidden="true" className="size-5" />
          <span className="sr-only sm:not-sr-only">Sign Out</span>
        </a>
      </div>
    </header>
  )
}

/** Nobody signed in here any more (signed out elsewhere, an ended session, a deactivated account):
 * the kept answers go before the sign-in page. What waits to sync stays for the next sign-in. */
function useForgetCacheWhenSignedOut() {
  const session = useQuery(sessionQuery())
  const isSignedOut = session.isSuccess && session.data === null
  useEffect(() => {
    if (isSignedOut) void forgetFieldCache()
  }, [isSignedOut])
}

export function FieldShell() {
  useForgetCacheWhenSignedOut()
  return (
    <SessionGate>
      <div className="min-h-dvh">
        <a
          href="#main"
          className="sr-only z-[70] rounded-md bg-card px-4 py-2 font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <FieldHeader />
        <main id="main" tabIndex={-1} className="outline-none">
          <div className="mx-auto max-w-3xl px-3 pt-3 empty:hidden sm:px-4">
            <SyncStatus />
          </div>
          <Outlet />
        </main>
      </div>
    </SessionGate>
  )
}
