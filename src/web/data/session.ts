// The signed-in user of server mode and the sign-in API (issue #20): who the session cookie belongs
// to, whether the first-run setup is still to do, and the calls that sign in, set up and sign out.
// The browser-only demo has no sign-in (SPEC section 6) and asks for none of this.
import { queryOptions } from '@tanstack/react-query'
import type { SetupInput } from '../../domain/access/setup-input'
import type { Role } from '../../domain/access/roles'
import { api } from './api-client'
import { isApiError } from './api-error'
import { requestEarly, takeEarly } from './early-requests'

export type SessionUser = {
  id: string
  name: string
  email: string
  role: Role
  employee_id: string | null
}

/** GET /api/auth/get-session: the user, or null when nobody is signed in. */
export type Session = { user: SessionUser } | null

export const sessionKey = ['auth', 'session'] as const
const setupKey = ['auth', 'setup'] as const

const EARLY_KEY = 'session'

const fetchSession = (signal?: AbortSignal) =>
  api.get<Session>('/api/auth/get-session', { signal })

/** Every page waits for the session: asked for while the page's code loads (early-requests.ts).
 *  Its answer, for another early request that depends on who is signed in. */
export function requestSessionEarly(): Promise<Session> {
  return requestEarly(EARLY_KEY, () => fetchSession()) as Promise<Session>
}

export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionKey,
    queryFn: async ({ signal }): Promise<Session> =>
      (await (takeEarly<Session>(EARLY_KEY) ?? fetchSession(signal))) ?? null,
    // Signing in or out here and a 401 write it (query-client.ts, use-session-actions.ts); a role
    // changed by the Owner shows after a 403 (query-client.ts) or when the window is back in view.
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  })

/** Whether no account exists yet, so every page leads to the first-run setup. */
export const setupRequiredQuery = () =>
  queryOptions({
    queryKey: setupKey,
    queryFn: async ({ signal }): Promise<boolean> => {
      try {
        const answer = await api.get<{ required?: unknown }>('/api/auth/setup', { signal })
        return answer.required === true
      } catch (error) {
        // A server without the setup check has its accounts made another way (OWNER_* variables).
        if (isApiError(error) && error.status === 404) return false
        throw error
      }
    },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })

export type SignInInput = { email: string; password: string }

export const signInRequest = (input: SignInInput) =>
  api.post<{ user: SessionUser }>('/api/auth/sign-in/email', input)

export const setUpRequest = (input: SetupInput) =>
  api.post<{ user: SessionUser; seeded: boolean }>('/api/auth/setup', input)

export const signOutRequest = () => api.post<{ success: boolean }>('/api/auth/sign-out')

/** What a set-password link is for: a new user's first password, or a forgotten one. */
export type SetPasswordLinkInfo = {
  name: string
  email: string
  /** Absent from a server older than "Forgot password?": read as 'set-password'. */
  purpose?: 'set-password' | 'reset'
}

/** Whose a one-time set-password link is (the token of its #fragment), or 404 when unusable. */
export const setPasswordLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'set-password-link', token] as const,
    queryFn: () => api.post<SetPasswordLinkInfo>('/api/auth/set-password/check', { token }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })

/** Sets the password a link is for and signs its user in. */
export const setPasswordRequest = (input: { token: string; password: string }) =>
  api.post<{ user: SessionUser }>('/api/auth/set-password', input)

/**
 * Asks for a password reset link by e-mail ("Forgot password?"): the answer is the same whether
 * or not the address has an account; 429 past the limits.
 */
export const forgotPasswordRequest = (input: { email: string }) =>
  api.post<{ message: string }>('/api/auth/forgot-password', input)

/** The key of the setup check, for the setup page to mark it done. */
export const setupRequiredKey = setupKey
