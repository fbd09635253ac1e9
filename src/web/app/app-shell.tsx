// The root route's screen: the layout with the overlays the whole app shares, behind the session
// gate (server mode: signed in, or on to the sign-in page). Layout components know no feature; the
// app composes them here.
import { AppLayout } from '../components/layout/app-layout'
import { GlobalOverlays } from '../features/assistant/global-overlays'
import { isDemoMode } from '../lib/env'
import { AccountDialogHost } from './account-dialog-host'
import { SessionGate } from './session/session-gate'

export function AppShell() {
  return (
    <SessionGate>
      <AppLayout
        overlays={
          <>
            <GlobalOverlays />
            {isDemoMode ? null : <AccountDialogHost />}
          </>
        }
      />
    </SessionGate>
  )
}
