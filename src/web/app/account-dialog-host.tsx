// Server mode's Account dialog (features/settings/account-dialog.tsx), opened by the sidebar's user
// card through its window event (lib/events.ts). Its code loads on first use; the listener is there
// from the start.
import { lazy, Suspense, useLayoutEffect, useState } from 'react'
import { OPEN_ACCOUNT_EVENT } from '../lib/events'

const AccountDialog = lazy(() =>
  import('../features/settings/account-dialog').then((m) => ({ default: m.AccountDialog })),
)

export function AccountDialogHost() {
  const [isOpen, setOpen] = useState(false)
  const [isLoaded, setLoaded] = useState(false)

  useLayoutEffect(() => {
    const open = () => {
      setOpen(true)
      setLoaded(true)
    }
    window.addEventListener(OPEN_ACCOUNT_EVENT, open)
    return () => window.removeEventListener(OPEN_ACCOUNT_EVENT, open)
  }, [])

  return isLoaded ? (
    <Suspense fallback={null}>
      <AccountDialog open={isOpen} onOpenChange={setOpen} />
    </Suspense>
  ) : null
}
