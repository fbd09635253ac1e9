// The root layout around every route: sidebar (md+), top bar + drawer + bottom tabs (phones).
import { useCallback, useState, type ReactNode } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { AppSidebar } from './app-sidebar'
import { BottomTabBar } from './bottom-tab-bar'
import { MobileDrawer } from './mobile-drawer'
import { MobileTopBar } from './mobile-top-bar'
import { NavigationProgress } from './navigation-progress'
import { useBrandColor } from './use-branding'

export type AppLayoutProps = {
  /** What floats above every screen (the app shell's assistant buttons and their panels). */
  overlays?: ReactNode
}

export function AppLayout({ overlays }: AppLayoutProps) {
  const [isDrawerOpen, setDrawerOpen] = useState(false)
  const closeDrawer = useCallback(() => setDrawerOpen(false), [])
  const toggleDrawer = useCallback(() => setDrawerOpen((open) => !open), [])
  useBrandColor()

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-card px-4 py-2 font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <AppSidebar />
      <MobileTopBar isMenuOpen={isDrawerOpen} onToggleMenu={toggleDrawer} />
      <MobileDrawer isOpen={isDrawerOpen} onClose={closeDrawer} />
      <main
        id="main"
        tabIndex={-1}
        inert={isDrawerOpen}
        className="min-h-dvh pt-(--topbar-height) pb-[calc(var(--tabbar-height)+env(safe-area-inset-bottom)+0.5rem)] outline-none md:pt-0 md:pb-0 md:pl-(--sidebar-width)"
      >
        <Outlet />
      </main>
      <BottomTabBar inert={isDrawerOpen} />
      {overlays}
      <ScrollRestoration />
    </div>
  )
}
