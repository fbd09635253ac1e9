// The hub cookie (issue #31 section 1, decision 045): the client's hub session token, httpOnly,
// SameSite=Lax and Secure over HTTPS like the staff cookie, under a name of its own so neither
// session is ever read as the other.
import { HUB_SESSION_IDLE_MS } from '../../domain/hub/hub-access'
import { tokenCookie } from '../http/token-cookie'

export const HUB_COOKIE = 'groundwork_hub'

/** Set (or renewed: each visit) for as long as the session lasts unused. */
const hubCookie = tokenCookie(HUB_COOKIE, HUB_SESSION_IDLE_MS)

export const setHubCookie = hubCookie.set
export const clearHubCookie = hubCookie.clear
export const hubTokenOf = hubCookie.tokenOf
