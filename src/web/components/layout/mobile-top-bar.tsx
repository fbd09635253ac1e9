import { Menu, X } from 'lucide-react'
import { Button } from '../ui/button'
import { Brand } from './brand'
import { MOBILE_DRAWER_ID } from './mobile-drawer'
import { NotificationBell } from './notification-bell'
import { OverlayButtons } from './overlay-buttons'

export function MobileTopBar({
  isMenuOpen,
  onToggleMenu,
}: {
  isMenuOpen: boolean
  onToggleMenu: () => void
}) {
  return (
    <header className="fixed inset-x-0 top-0 z-50 flex h-(--topbar-height) items-center gap-2 border-b bg-card/95 px-2 backdrop-blur supports-[backdrop-filter]:bg-card/85 md:hidden">
      <Button
        variant="ghost"
        size="icon-lg"
        aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={isMenuOpen}
        aria-controls={MOBILE_DRAWER_ID}
        onClick={onToggleMenu}
      >
        {isMenuOpen ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Menu aria-hidden="true" className="size-5" />
        )}
      </Button>
      <Brand className="min-w-0" />
      <div className="ml-auto flex shrink-0 items-center gap-0.5">
        <NotificationBell />
        <OverlayButtons compact className="shrink-0" />
      </div>
    </header>
  )
}
