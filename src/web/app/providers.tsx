import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Toaster } from 'sonner'
import { createQueryClient } from '../data/query-client'
import { useEscapeDismissesToasts } from './use-escape-dismisses-toasts'

/** The app's single toast surface (SPEC: bottom-right, Alt+T, 5 s, close button, Escape). */
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

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  )
}
