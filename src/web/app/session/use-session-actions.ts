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

export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signInRequest,
    meta: { isSignIn: true, handlesErrors: true },
    onSuccess: ({ user }) => startSession(queryClient, user),
  })
}

export function useSetUp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setUpRequest,
    meta: { isSignIn: true, handlesErrors: true },
    onSuccess: ({ user }) => {
      queryClient.setQueryData(setupRequiredKey, false)
      startSession(queryClient, user)
    },
  })
}

export function useSetPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setPasswordRequest,
    meta: { isSignIn: true, handlesErrors: true },
    onSuccess: ({ user }) => startSession(queryClient, user),
  })
}

export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOutRequest,
    meta: { handlesErrors: true },
    // Signed out here even when the server could not be told: this page no longer shows the data.
    onSettled: () => {
      forgetData(queryClient)
      queryClient.setQueryData(sessionQuery().queryKey, null)
    },
  })
}
