// What the server's periodic pass deletes of the client hub's ways in (issue #31): hub sessions
// that ended (unused for 14 days), and hub links a while after they expired. An expired link is kept
// for HUB_LINK_KEPT_AFTER_EXPIRY_MS first: the expired-link page names it, and its "Send me a new
// link" finds the client through it.
import { HUB_SESSION_IDLE_MS } from './hub-access'

const DAY_MS = 24 * 60 * 60 * 1000

/** How often the pass runs (and once at start). */
export const HUB_PRUNE_INTERVAL_MS = 60 * 60 * 1000
export const HUB_LINK_KEPT_AFTER_EXPIRY_MS = 30 * DAY_MS

/** Links that expired before `linksExpired` and sessions last used before `sessionsSeen` go. */
export const hubPruneCutoffs = (now: number): { linksExpired: number; sessionsSeen: number } => ({
  linksExpired: now - HUB_LINK_KEPT_AFTER_EXPIRY_MS,
  sessionsSeen: now - HUB_SESSION_IDLE_MS,
})
