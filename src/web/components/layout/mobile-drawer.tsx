// Below md the sidebar is a slide-in drawer under the top bar, so the top bar's menu button keeps
// toggling it. While open: dimmed backdrop, Escape closes, body carries the `drawer-open` class.
// Its navigation is built when it first opens, not with every page: a phone's first page renders
// no navigation list it cannot show (decision 019).
import { useEffect, useRef, useState } from 'react'
import { cn } from '../../lib/cn'
import { SidebarFooter, SidebarNav } from './sidebar-nav'

export const MOBILE_DRAWER_ID = 'mobile-drawer'

export function MobileDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null)
  const [hasOpened, setHasOpened] = useState(isOpen)
  if (isOpen && !hasOpened) setHasOpened(true)

  useEffect(() => {
    if (!isOpen) return
    document.body.classList.add('drawer-open')
    panelRef.current?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    const desktop = window.matchMedia('(min-width: 48rem)')
    const onResize = () => {
      if (desktop.matches) onClose()
    }
    window.addEventListener('keydown', onKeyDown)
    desktop.addEventListener('change', onResize)
    return () => {
      document.body.classList.remove('drawer-open')
      window.removeEventListener('keydown', onKeyDown)
      desktop.removeEventListener('change', onResize)
    }
  }, [isOpen, onClose])

  return (
    <div className="md:hidden">
      <div
        data-testid="drawer-backdrop"
        aria-hidden="true"
        onClick={onClose}
        className={cn(
          'fixed inset-x-0 top-(--topbar-height) bottom-0 z-40 bg-black/50 transition-opacity duration-200',
          isOpen ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
      />
      <div
        id={MOBILE_DRAWER_ID}
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Navigation menu"
        tabIndex={-1}
        inert={!isOpen}
        className={cn(
          'fixed top-(--topbar-height) bottom-0 left-0 z-40 flex w-[86%] max-w-80 flex-col bg-sidebar shadow-xl transition-[transform,visibility] duration-200 ease-out outline-none',
          isOpen ? 'visible translate-x-0' : 'invisible -translate-x-full',
        )}
      >
        {isOpen || hasOpened ? (
          <>
            <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
              <SidebarNav onNavigate={onClose} />
            </div>
            <SidebarFooter onNavigate={onClose} />
          </>
        ) : null}
      </div>
    </div>
  )
}
