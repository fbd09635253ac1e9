// Server state lives in TanStack Query. Failed mutations toast 'Error' with the server's message
// unless the mutation says (meta.handlesErrors) that its component shows the error itself.
import { MutationCache, QueryClient } from '@tanstack/react-query'
import { isNetworkError } from './api-error'

declare module '@tanstack/react-query' {
  // Module augmentation needs an interface.
  interface Register {
    mutationMeta: { handlesErrors?: boolean }
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.handlesErrors) return
        // The toast library loads on demand: it stays off the first page's bundle.
        void import('../lib/toast').then(({ toastError }) => toastError('Error', error.message))
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx or 5xx answer will not change by asking again; a dropped connection may.
        retry: (failureCount, error) => isNetworkError(error) && failureCount < 3,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  })
}
