// Where the sign-in page goes once signed in: the page first asked for, kept in `?next=`. Only a
// path of this app is followed (never another site, never the sign-in pages themselves).

export const SIGN_IN_PATH = '/signin'
export const SETUP_PATH = '/setup'
export const SET_PASSWORD_PATH = '/set-password'
export const FORGOT_PASSWORD_PATH = '/forgot-password'
const AUTH_PATHS = [SIGN_IN_PATH, SETUP_PATH, SET_PASSWORD_PATH, FORGOT_PASSWORD_PATH, '/signout']

/** The sign-in page's address that comes back to `target` (a path with its search and hash). */
export function signInHref(target: string): string {
  const next = safeNextPath(target)
  return next && next !== '/' ? `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}` : SIGN_IN_PATH
}

/** `next` when it is a path of this app other than the sign-in pages, else null. */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null
  const path = next.split(/[?#]/)[0] ?? ''
  if (AUTH_PATHS.some((p) => path === p || path.startsWith(`${p}/`))) return null
  return next
}
