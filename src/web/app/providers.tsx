import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
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

/** Another provider of the query client (the field app's, which keeps answers on the device). */
export type QueryProvider = {
  gcTime: number
  provide: (client: QueryClient, children: ReactNode) => ReactNode
}

export function AppProviders({
  children,
  queryProvider,
  client,
}: {
  children: ReactNode
  queryProvider?: QueryProvider
  /** A client made (and filled) before the first render; by default one of its own. */
  client?: QueryClient
}) {
  const [queryClient] = useState(
    () => client ?? createQueryClient(queryProvider ? { gcTime: queryProvider.gcTime } : {}),
  )
  const showsToasts = useAfterFirstLoad()
  const content = (
    <>
      {children}
      {showsToasts ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
    </>
  )
  return queryProvider ? (
    queryProvider.provide(queryClient, content)
  ) : (
    <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>
  )
}
