// The client hub's way in without a password (issue #31 section 1, decision 045): a link e-mailed
// to a client works many times until it expires (HUB_LINK_DAYS) or the office revokes access; on
// use it is exchanged for a hub session that ends after 14 days unused. These rules decide when a
// link and a session are still good; the server keeps them (token hashes only).
import type { ThrottleRule } from '../access/sign-in-throttle'

const DAY_MS = 24 * 60 * 60 * 1000

/** How long a hub link works unless HUB_LINK_DAYS says otherwise. */
export const DEFAULT_HUB_LINK_DAYS = 30
/** A hub session not used for this long has ended (the client opens a newer link). */
export const HUB_SESSION_IDLE_MS = 14 * DAY_MS
/** A visit records itself at most this often, so every request does not write. */
export const HUB_TOUCH_MS = 60 * 1000

export const hubLinkLifetimeMs = (days: number): number => days * DAY_MS

export type HubLinkTimes = { expires_at: number; revoked_at: number | null }

export type HubLinkState = 'usable' | 'expired' | 'revoked'

/** A link is refused once revoked (itself, or the client's access after it was made) or expired. */
export function hubLinkState(
  link: HubLinkTimes & { created_at: number },
  accessRevokedAt: number | null,
  now: number,
): HubLinkState {
  if (link.revoked_at !== null) return 'revoked'
  if (accessRevokedAt !== null && accessRevokedAt >= link.created_at) return 'revoked'
  return now < link.expires_at ? 'usable' : 'expired'
}

export type HubSessionTimes = { created_at: number; last_seen_at: number }

export const isHubSessionLive = (session: HubSessionTimes, now: number): boolean =>
  now < session.last_seen_at + HUB_SESSION_IDLE_MS

export const shouldTouchHubSession = (session: HubSessionTimes, now: number): boolean =>
  now - session.last_seen_at >= HUB_TOUCH_MS

/** "Send me a new link" from one expired link: three an hour. */
export const HUB_NEW_LINK_THROTTLE: ThrottleRule = {
  maxFailures: 3,
  windowMs: 60 * 60 * 1000,
  lockMs: 60 * 60 * 1000,
}
/** ... and ten per client address in 15 minutes. */
export const HUB_NEW_LINK_ADDRESS_THROTTLE: ThrottleRule = {
  maxFailures: 10,
  windowMs: 15 * 60 * 1000,
  lockMs: 15 * 60 * 1000,
}

export const HUB_NEW_LINK_ANSWER =
  'If this link was yours, we e-mailed a new one to the address we have on file.'
