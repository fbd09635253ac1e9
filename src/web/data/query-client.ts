// Server state lives in TanStack Query. Failed mutations toast 'Error' with the server's message
// unless the mutation says (meta.handlesErrors) that its component shows the error itself. The one
// place that reacts to the API refusing the user (issue #20): a 401 means the session has ended, so
// the session is cleared and the app leads to the sign-in page (app/session/session-gate.tsx); a 403
// on a page's data toasts the server's message, and asks who is signed in again: the Owner may have
// changed the user's role, and the screens then show what the new role allows.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError, isNetworkError } from './api-error'
import { sessionKey } from './session'

declare module '@tanstack/react-query' {
  // Module augmentation needs an interface.
  interface Register {
    mutationMeta: {
      handlesErrors?: boolean
      /** A sign-in or setup: its 401 is a wrong password, not an ended session. */
      isSignIn?: boolean
    }
  }
}

const isUnauthenticated = (error: unknown) => isApiError(error) && error.status === 401
const isForbidden = (error: unknown) => isApiError(error) && error.status === 403

function toastError(message: string): void {
  // The toast library loads on demand: it stays off the first page's bundle.
  void import('../lib/toast').then(({ toastError }) => toastError('Error', message))
}

/** `gcTime`: how long an unused answer stays (a cache kept on the device keeps them as long). */
export function createQueryClient({ gcTime }: { gcTime?: number } = {}): QueryClient {
  const endSession = () => queryClient.setQueryData(sessionKey, null)
  const recheckSession = () => void queryClient.invalidateQueries({ queryKey: sessionKey })
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isUnauthenticated(error)) endSession()
        else if (isForbidden(error)) {
          recheckSession()
          toastError(error.message)
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isUnauthenticated(error) && !mutation.meta?.isSignIn) {
          endSession()
          return
        }
        if (isForbidden(error)) recheckSession()
        if (mutation.meta?.handlesErrors) return
        toastError(error.message)
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx or 5xx answer will not change by asking again; a dropped connection may.
        retry: (failureCount, error) => isNetworkError(error) && failureCount < 3,
        refetchOnWindowFocus: true,
        ...(gcTime === undefined ? {} : { gcTime }),
      },
      mutations: { retry: false },
    },
  })
  return queryClient
}
