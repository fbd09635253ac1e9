// The one-time sign-in link's page (server mode, issue #20): whose link it is, and setting the
// password, which signs them in (the answer sets the session cookie).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../data/api-client'
import type { SessionUser } from '../../data/session'
import { startSession } from './use-session-actions'

/** Whose link `token` is; the API answers 404 when it has expired or was used. */
export const setPasswordLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'set-password-link', token] as const,
    queryFn: () =>
      api.post<{ name: string; email: string }>('/api/auth/set-password/check', { token }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  })

export type SetPasswordInput = { token: string; password: string }

export function useSetPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SetPasswordInput) =>
      api.post<{ user: SessionUser }>('/api/auth/set-password', input),
    meta: { isSignIn: true, handlesErrors: true },
    onSuccess: ({ user }) => startSession(queryClient, user),
  })
}
