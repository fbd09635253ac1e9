// The phone's bottom tab bar (hidden from md up). Camera is not a route: it opens Quick Capture.
import { Camera, FolderKanban, House, MessageSquare, Sparkles, type LucideIcon } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { useAccess } from '../../lib/access'
import { cn } from '../../lib/cn'
import { openQuickCapture } from '../../lib/events'
import { isNavActive } from './nav-items'
import { CAMERA_PERMISSION, LEFT_TABS, RIGHT_TABS, type TabHref, type TabLink } from './nav-table'
import { useKeyboardOpen } from './use-keyboard-open'

type Tab = TabLink & { icon: LucideIcon }

const TAB_ICONS: Readonly<Record<TabHref, LucideIcon>> = {
  '/dashboard': House,
  '/projects': FolderKanban,
  '/messages': MessageSquare,
  '/ai': Sparkles,
}
const withIcon = (tab: TabLink & { href: TabHref }): Tab => ({ ...tab, icon: TAB_ICONS[tab.href] })
const leftTabs: readonly Tab[] = LEFT_TABS.map(withIcon)
const rightTabs: readonly Tab[] = RIGHT_TABS.map(withIcon)

function TabLink({ tab, pathname }: { tab: Tab; pathname: string }) {
  const isActive = isNavActive(tab.href, pathname)
  const Icon = tab.icon
  return (
    <Link
      to={tab.href}
      aria-current={isActive ? 'page' : undefined}
      className={cn(
        'flex min-h-11 min-w-11 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg text-[11px] font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        isActive && 'text-primary',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
      {tab.label}
    </Link>
  )
}

export function BottomTabBar({ inert = false }: { inert?: boolean }) {
  const { pathname } = useLocation()
  // Typing on a phone: the keyboard takes the bottom of the screen, the tab bar gets out of the way.
  const isKeyboardOpen = useKeyboardOpen()
  const { can } = useAccess()
  const isShown = (tab: Tab) => !tab.permission || can(tab.permission)
  return (
    <nav
      aria-label="Quick navigation"
      inert={inert}
      hidden={isKeyboardOpen}
      data-keyboard-open={isKeyboardOpen || undefined}
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-card/85 md:hidden"
    >
      <div className="mx-auto flex h-(--tabbar-height) max-w-lg items-center justify-around gap-1 px-2">
        {leftTabs.filter(isShown).map((tab) => (
          <TabLink key={tab.href} tab={tab} pathname={pathname} />
        ))}
        {/* Quick Capture adds a photo to a job: for a role that may add media. */}
        <div className="flex flex-1 justify-center" hidden={!can(CAMERA_PERMISSION)}>
          <button
            type="button"
            onClick={openQuickCapture}
            aria-label="Camera"
            className="flex size-12 -translate-y-2 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg ring-4 ring-background outline-none focus-visible:ring-ring/60"
          >
            <Camera aria-hidden="true" className="size-5" />
          </button>
        </div>
        {rightTabs.filter(isShown).map((tab) => (
          <TabLink key={tab.href} tab={tab} pathname={pathname} />
        ))}
      </div>
    </nav>
  )
}
