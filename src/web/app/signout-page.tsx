import { LoaderCircle } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { cn } from '../lib/cn'
import { isDemoMode } from '../lib/env'
import { useDocumentTitle } from '../lib/use-document-title'
import { SIGN_IN_PATH } from './session/next-path'
import { useSignOut } from './session/use-session-actions'

const UnsyncedSignOutDialog = lazy(() =>
  import('./session/unsynced-sign-out-dialog').then((m) => ({
    default: m.UnsyncedSignOutDialog,
  })),
)

export const SIGN_OUT_DELAY_MS = 2000

/** How many changes of this device have not reached the server; loaded here only (first page). */
const countUnsynced = () =>
  import('../data/outbox/outbox-store').then((m) => m.countUnsyncedChanges())

/**
 * SPEC "Sign out": shows 'Signing Out', then after 2 seconds returns to the dashboard (the demo,
 * which has no sign-in) or, in server mode, shows the sign-in page: the session ends at once.
 * Changes still waiting on this phone (issue #33) would be lost with it, so it asks first.
 */
export function SignOutPage() {
  const navigate = useNavigate()
  const { mutate: signOut } = useSignOut()
  useDocumentTitle('Signing Out')
  // How many changes of this device wait to sync; null while that is read.
  const [unsynced, setUnsynced] = useState<number | null>(isDemoMode ? 0 : null)
  const [isConfirmed, setConfirmed] = useState(false)
  const canSignOut = unsynced === 0 || isConfirmed

  useEffect(() => {
    if (isDemoMode) return
    let isCurrent = true
    countUnsynced().then(
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

  function stay() {
    // Staying signed in: back to where Sign Out was chosen.
    if (window.history.length > 1) void navigate(-1)
    else void navigate('/', { replace: true })
  }

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
      {!canSignOut && unsynced !== null ? (
        <Suspense fallback={null}>
          <UnsyncedSignOutDialog
            count={unsynced}
            onConfirm={() => setConfirmed(true)}
            onCancel={stay}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
