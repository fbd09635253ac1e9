// The root route's screen: the layout with the overlays the whole app shares. Layout components
// know no feature; the app composes them here.
import { AppLayout } from '../components/layout/app-layout'
import { GlobalOverlays } from '../features/assistant/global-overlays'

export function AppShell() {
  return <AppLayout overlays={<GlobalOverlays />} />
}
