import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { createQueryClient } from '../data/query-client'

// Sonner is ~9 KB gzipped: kept out of the first page's budget (`npm run size`).
const AppToaster = lazy(() => import('./app-toaster').then((m) => ({ default: m.AppToaster })))

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  )
}
