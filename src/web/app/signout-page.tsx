import { LoaderCircle } from 'lucide-react'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { cn } from '../lib/cn'
import { isDemoMode } from '../lib/env'
import { useDocumentTitle } from '../lib/use-document-title'
import { SIGN_IN_PATH } from './session/next-path'
import { useSignOut } from './session/use-session-actions'

export const SIGN_OUT_DELAY_MS = 2000

/**
 * SPEC "Sign out": shows 'Signing Out', then after 2 seconds returns to the dashboard (the demo,
 * which has no sign-in) or, in server mode, shows the sign-in page: the session ends at once.
 */
export function SignOutPage() {
  const navigate = useNavigate()
  const { mutate: signOut } = useSignOut()
  useDocumentTitle('Signing Out')
  useEffect(() => {
    if (!isDemoMode) signOut()
    const timer = window.setTimeout(() => {
      void navigate(isDemoMode ? '/dashboard' : SIGN_IN_PATH, { replace: true })
    }, SIGN_OUT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [navigate, signOut])

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
