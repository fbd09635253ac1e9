import { useMediaQuery } from '../../lib/use-media-query'
import { Brand } from './brand'
import { NotificationBell } from './notification-bell'
import { OverlayButtons } from './overlay-buttons'
import { SidebarFooter, SidebarNav } from './sidebar-nav'

/** Below md (Tailwind's `md` is `width >= 48rem`): where the sidebar is hidden. */
const PHONE_WIDTH = '(width < 48rem)'

/**
 * The fixed sidebar of md+ screens. On a phone it is not rendered at all, not only hidden by CSS:
 * a phone's first page renders no navigation list it cannot show (decision 019).
 */
export function AppSidebar() {
  const isPhone = useMediaQuery(PHONE_WIDTH)
  if (isPhone) return null
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-(--sidebar-width) flex-col border-r border-sidebar-border bg-sidebar md:flex">
      <div className="flex h-16 shrink-0 items-center gap-2 border-b border-sidebar-border pr-2 pl-5">
        <Brand className="min-w-0" />
        <NotificationBell className="ml-auto" />
      </div>
      <OverlayButtons className="shrink-0 border-b border-sidebar-border px-3 py-2" />
      <div className="min-h-0 flex-1 overflow-y-auto">
        <SidebarNav />
      </div>
      <SidebarFooter />
    </aside>
  )
}
