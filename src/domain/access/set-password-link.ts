// One-time links that set a user's password: the invite an Owner sends (or copies) to a new user,
// valid 72 hours, and the reset link "Forgot password?" e-mails, valid 1 hour (issue #30). Each works
// once. Only the SHA-256 of its token is stored, so a copy of the database signs nobody in.

export const SET_PASSWORD_LINK_MS = 72 * 60 * 60 * 1000
export const RESET_LINK_MS = 60 * 60 * 1000

/** What a link is for: the first password (an invite) or a forgotten one (a reset). */
export type LinkPurpose = 'set-password' | 'reset'

export const LINK_LIFETIME_MS: Readonly<Record<LinkPurpose, number>> = {
  'set-password': SET_PASSWORD_LINK_MS,
  reset: RESET_LINK_MS,
}

export type SetPasswordLink = {
  created_at: number
  expires_at: number
  used_at: number | null
}

export type LinkState = 'usable' | 'used' | 'expired'

export function setPasswordLinkState(link: SetPasswordLink, now: number): LinkState {
  if (link.used_at !== null) return 'used'
  return now < link.expires_at ? 'usable' : 'expired'
}

export const LINK_UNUSABLE_MESSAGE =
  'This link has expired or was already used. Ask the owner for a new one.'
