// The app's single toast surface. It loads after the first paint (see providers.tsx): Sonner replays
// toasts raised before it subscribed, so none is lost.
import { Toaster } from 'sonner'
import { useEscapeDismissesToasts } from './use-escape-dismisses-toasts'

/** SPEC: bottom-right, Alt+T, 5 s, close button, Escape. */
export function AppToaster() {
  useEscapeDismissesToasts()
  return (
    <Toaster
      position="bottom-right"
      hotkey={['altKey', 'KeyT']}
      duration={5000}
      closeButton
      richColors
      // Keep toasts clear of the phone's bottom tab bar.
      mobileOffset={{ bottom: 'calc(var(--tabbar-height) + 12px)' }}
    />
  )
}
