// Signing in, setting up and signing out (server mode): each writes the session the app reads
// (data/session.ts), so the session gate and the sign-in pages follow without asking again.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { clearEarlyRequests } from '../../data/early-requests'
import {
  sessionQuery,
  type Session,
  setupRequiredKey,
  setPasswordRequest,
  setUpRequest,
  signInRequest,
  signOutRequest,
  type SessionUser,
} from '../../data/session'

/** Forgets every answer but the session's: none was read as this user, or may be read by the next. */
function forgetData(queryClient: QueryClient): void {
  clearEarlyRequests()
  void queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== 'auth' })
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' })
}

/** Starts `user`'s session here: what was read as anyone else is forgotten. */
export function startSession(queryClient: QueryClient, user: SessionUser): void {
  forgetData(queryClient)
  const session: Session = { user }
  queryClient.setQueryData(sessionQuery().queryKey, session)
}

/** A request that signs someone in here (sign-in, setup, a new password): its answer's user starts
 * the session; `then` updates what else the answer settles. */
function useSignInMutation<I, D extends { user: SessionUser }>(
  request: (input: I) => Promise<D>,
  then?: (queryClient: QueryClient) => void,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: request,
    meta: { isSignIn: true, handlesErrors: true },
    onSuccess: ({ user }) => {
      then?.(queryClient)
      startSession(queryClient, user)
    },
  })
}

export const useSignIn = () => useSignInMutation(signInRequest)

export const useSetUp = () =>
  useSignInMutation(setUpRequest, (queryClient) =>
    queryClient.setQueryData(setupRequiredKey, false),
  )

export const useSetPassword = () => useSignInMutation(setPasswordRequest)

export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOutRequest,
    meta: { handlesErrors: true },
    // Signed out here even when the server could not be told: this page no longer shows the data,
    // and the phone keeps none of it (its outbox too: the sign-out page asked before losing it).
    onSettled: () => {
      forgetData(queryClient)
      // Loaded here only: the outbox stays off the first page's bundle.
      void import('../../data/outbox/outbox-store').then((m) => m.clearDeviceData())
      queryClient.setQueryData(sessionQuery().queryKey, null)
    },
  })
}
