import { LoaderCircle } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { ConfirmDialog } from '../components/confirm-dialog'
import { countUnsyncedChanges } from '../data/outbox/outbox-store'
import { cn } from '../lib/cn'
import { isDemoMode } from '../lib/env'
import { useDocumentTitle } from '../lib/use-document-title'
import { SIGN_IN_PATH } from './session/next-path'
import { useSignOut } from './session/use-session-actions'

export const SIGN_OUT_DELAY_MS = 2000

export const unsyncedSignOutText = (count: number) =>
  `You have ${count} ${count === 1 ? 'change' : 'changes'} waiting to sync. Sign out anyway? They will be lost.`

/**
 * SPEC "Sign out": shows 'Signing Out', then after 2 seconds returns to the dashboard (the demo,
 * which has no sign-in) or, in server mode, shows the sign-in page: the session ends at once.
 * Changes still waiting on this phone (issue #33) would be lost with it, so it asks first.
 */
export function SignOutPage() {
  const navigate = useNavigate()
  const { mutate: signOut } = useSignOut()
  useDocumentTitle('Signing Out')
  // How many changes of this device have not reached the server; null while that is read.
  const [unsynced, setUnsynced] = useState<number | null>(isDemoMode ? 0 : null)
  const [isConfirmed, setConfirmed] = useState(false)
  const canSignOut = unsynced === 0 || isConfirmed

  useEffect(() => {
    if (isDemoMode) return
    let isCurrent = true
    countUnsyncedChanges().then(
      (count) => isCurrent && setUnsynced(count),
      // Unreadable device storage holds nothing this page could keep.
      () => isCurrent && setUnsynced(0),
    )
    return () => {
      isCurrent = false
    }
  }, [])

  useEffect(() => {
    if (!canSignOut) return
    if (!isDemoMode) signOut()
    const timer = window.setTimeout(() => {
      void navigate(isDemoMode ? '/dashboard' : SIGN_IN_PATH, { replace: true })
    }, SIGN_OUT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [canSignOut, navigate, signOut])

  return (
    <div
      role="status"
      className={cn(
        'flex flex-col items-center justify-center gap-3 px-6 text-center',
        isDemoMode ? 'min-h-[70dvh]' : 'min-h-dvh',
      )}
    >
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
      <h1 className="text-xl font-semibold">Signing Out</h1>
      <ConfirmDialog
        open={!canSignOut && unsynced !== null}
        onOpenChange={(open) => {
          // Staying signed in: back to where Sign Out was chosen.
          if (!open) {
            if (window.history.length > 1) void navigate(-1)
            else void navigate('/', { replace: true })
          }
        }}
        title="Sign out?"
        description={unsyncedSignOutText(unsynced ?? 0)}
        confirmLabel="Sign out"
        isDestructive
        onConfirm={() => setConfirmed(true)}
      />
    </div>
  )
}
