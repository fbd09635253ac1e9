// SPEC section 4: toasts are dismissed by Escape too. Sonner only collapses its list on Escape, so
// the app dismisses them itself, unless a dialog or the drawer is open: Escape closes that first.
import { useEffect } from 'react'
import { toast } from 'sonner'

function isOverlayOpen(): boolean {
  return (
    document.body.classList.contains('drawer-open') ||
    document.querySelector(
      '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]',
    ) !== null
  )
}

export function useEscapeDismissesToasts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || isOverlayOpen()) return
      toast.dismiss()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}
