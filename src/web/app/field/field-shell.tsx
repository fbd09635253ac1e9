// The field app's frame (decision 055): the business's mark, a way to every other screen, and the
// page. Phones first; on a wide screen the same column, centred.
import { LayoutGrid } from 'lucide-react'
import { Outlet } from 'react-router'
import { Brand } from '../../components/layout/brand'
import { useBrandColor } from '../../components/layout/use-branding'
import { homePath, useAccess } from '../../lib/access'
import { SessionGate } from '../session/session-gate'

function FieldHeader() {
  const access = useAccess()
  useBrandColor()
  return (
    <header className="sticky top-0 z-50 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <div className="mx-auto flex h-(--topbar-height) max-w-3xl items-center gap-2 px-3 sm:px-4">
        <Brand className="min-w-0" />
        <a
          href={homePath(access, false)}
          className="ml-auto inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md px-3 text-sm font-medium text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <LayoutGrid aria-hidden="true" className="size-5" />
          All screens
        </a>
      </div>
    </header>
  )
}

export function FieldShell() {
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
          <Outlet />
        </main>
      </div>
    </SessionGate>
  )
}
