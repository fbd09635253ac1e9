// The session cookie (issue #20, decision 028): the token travels only here, httpOnly, SameSite=Lax,
// and Secure whenever the request came over HTTPS (behind a proxy: with TRUST_PROXY).
import { SESSION_MAX_MS } from '../../domain/access/session-policy'
import { tokenCookie } from '../http/token-cookie'

export const SESSION_COOKIE = 'groundwork_session'

const sessionCookie = tokenCookie(SESSION_COOKIE, SESSION_MAX_MS)

export const setSessionCookie = sessionCookie.set
export const clearSessionCookie = sessionCookie.clear
export const sessionTokenOf = sessionCookie.tokenOf
