// The app shell's door in server mode (issue #20): it waits for the session, leads to the first-run
// setup while no account exists and to the sign-in page (remembering this page) while nobody is
// signed in, and gives the screens the signed-in user's access. The demo has no sign-in (SPEC
// section 6): every screen is open to its full-access team member, and nothing is asked for.
import { useQuery } from '@tanstack/react-query'
import { useMemo, type ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { QueryError } from '../../components/query-error'
import { sessionQuery, setupRequiredQuery } from '../../data/session'
import { accessFor, AccessProvider, DEMO_ACCESS } from '../../lib/access'
import { isDemoMode } from '../../lib/env'
import { AppLoading } from '../app-loading'
import { SETUP_PATH, signInHref } from './next-path'

export function SessionGate({ children }: { children: ReactNode }) {
  if (isDemoMode) return <AccessProvider value={DEMO_ACCESS}>{children}</AccessProvider>
  return <ServerSessionGate>{children}</ServerSessionGate>
}

function ServerSessionGate({ children }: { children: ReactNode }) {
  const location = useLocation()
  const session = useQuery(sessionQuery())
  const user = session.data?.user
  const setup = useQuery({ ...setupRequiredQuery(), enabled: session.isSuccess && !user })
  const access = useMemo(() => (user ? accessFor(user) : null), [user])

  if (access) return <AccessProvider value={access}>{children}</AccessProvider>
  if (session.isError) {
    return (
      <div className="flex min-h-dvh items-center justify-center p-6">
        <QueryError error={session.error} onRetry={() => void session.refetch()} />
      </div>
    )
  }
  if (session.isPending || setup.isPending) return <AppLoading />
  if (setup.data === true) return <Navigate to={SETUP_PATH} replace />
  return <Navigate to={signInHref(location.pathname + location.search + location.hash)} replace />
}
