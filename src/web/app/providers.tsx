import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { createQueryClient } from '../data/query-client'

// Sonner is ~9 KB gzipped: kept out of the first page's budget (`npm run size`).
const AppToaster = lazy(() => import('./app-toaster').then((m) => ({ default: m.AppToaster })))

/**
 * True once the page has loaded and the browser is idle: the toaster's file is asked for then, not
 * among the first page's own requests (Sonner shows the toasts raised before it came, so none is
 * lost). Without requestIdleCallback (jsdom, older Safari) at once, as before.
 */
function useAfterFirstLoad(): boolean {
  const [isReady, setReady] = useState(() => typeof window.requestIdleCallback !== 'function')
  useEffect(() => {
    if (isReady) return
    let idle = 0
    const whenIdle = () => {
      idle = window.requestIdleCallback(() => setReady(true), { timeout: 3000 })
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      window.removeEventListener('load', whenIdle)
      if (idle) window.cancelIdleCallback(idle)
    }
  }, [isReady])
  return isReady
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  const showsToasts = useAfterFirstLoad()
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {showsToasts ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  )
}
