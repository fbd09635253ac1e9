import { LoaderCircle } from 'lucide-react'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useDocumentTitle } from '../lib/use-document-title'

export const SIGN_OUT_DELAY_MS = 2000

/** SPEC "Sign out": shows 'Signing Out', then returns to the dashboard after 2 seconds. */
export function SignOutPage() {
  const navigate = useNavigate()
  useDocumentTitle('Signing Out')
  useEffect(() => {
    const timer = window.setTimeout(() => {
      void navigate('/dashboard', { replace: true })
    }, SIGN_OUT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [navigate])

  return (
    <div
      role="status"
      className="flex min-h-[70dvh] flex-col items-center justify-center gap-3 px-6 text-center"
    >
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
      <h1 className="text-xl font-semibold">Signing Out</h1>
    </div>
  )
}
