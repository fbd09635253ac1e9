import { Brand } from './brand'
import { OverlayButtons } from './overlay-buttons'
import { SidebarFooter, SidebarNav } from './sidebar-nav'

/** The fixed sidebar of md+ screens. */
export function AppSidebar() {
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-(--sidebar-width) flex-col border-r border-sidebar-border bg-sidebar md:flex">
      <div className="flex h-16 shrink-0 items-center border-b border-sidebar-border px-5">
        <Brand />
      </div>
      <OverlayButtons className="shrink-0 border-b border-sidebar-border px-3 py-2" />
      <div className="min-h-0 flex-1 overflow-y-auto">
        <SidebarNav />
      </div>
      <SidebarFooter />
    </aside>
  )
}
