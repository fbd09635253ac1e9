import { LoaderCircle } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '../components/ui/button'
import { countUnsyncedChanges } from '../data/outbox/outbox-store'
import { cn } from '../lib/cn'
import { isDemoMode } from '../lib/env'
import { useDocumentTitle } from '../lib/use-document-title'
import { SIGN_IN_PATH } from './session/next-path'
import { useSignOut } from './session/use-session-actions'

export const SIGN_OUT_DELAY_MS = 2000

/** "You have 3 changes waiting to sync": what signing out now would lose (issue #33). */
export const unsyncedWarning = (count: number): string =>
  `You have ${count} ${count === 1 ? 'change' : 'changes'} waiting to sync. Sign out anyway? ${count === 1 ? 'It' : 'They'} will be lost.`

/**
 * SPEC "Sign out": shows 'Signing Out', then after 2 seconds returns to the dashboard (the demo,
 * which has no sign-in) or, in server mode, shows the sign-in page: the session ends at once. In
 * server mode a phone with changes still waiting to sync (the outbox, issue #33) asks first; signing
 * out removes what the app kept on the device.
 */
export function SignOutPage() {
  const [unsynced, setUnsynced] = useState<number | null>(isDemoMode ? 0 : null)
  const [isConfirmed, setConfirmed] = useState(false)
  const navigate = useNavigate()
  useDocumentTitle('Signing Out')

  useEffect(() => {
    if (unsynced !== null) return
    let isCurrent = true
    void countUnsyncedChanges().then(
      (count) => isCurrent && setUnsynced(count),
      () => isCurrent && setUnsynced(0),
    )
    return () => {
      isCurrent = false
    }
  }, [unsynced])

  if (unsynced !== null && unsynced > 0 && !isConfirmed) {
    return (
      <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
        <h1 className="text-xl font-semibold">Sign out?</h1>
        <p role="alert" className="max-w-md text-muted-foreground">
          {unsyncedWarning(unsynced)}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button className="min-h-11" variant="outline" onClick={() => void navigate(-1)}>
            Go back
          </Button>
          <Button className="min-h-11" variant="destructive" onClick={() => setConfirmed(true)}>
            Sign out anyway
          </Button>
        </div>
      </div>
    )
  }
  return unsynced === null ? <SigningOut /> : <SignOut />
}

function SignOut() {
  const navigate = useNavigate()
  const { mutate: signOut } = useSignOut()
  useEffect(() => {
    if (!isDemoMode) signOut()
    const timer = window.setTimeout(() => {
      void navigate(isDemoMode ? '/dashboard' : SIGN_IN_PATH, { replace: true })
    }, SIGN_OUT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [navigate, signOut])
  return <SigningOut />
}

function SigningOut() {
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
    </div>
  )
}
