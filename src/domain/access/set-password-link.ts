// The one-time link an Owner copies to a new user (issue #20): it sets their password once, within
// 72 hours. Only the SHA-256 of its token is stored, so a copy of the database signs nobody in.

export const SET_PASSWORD_LINK_MS = 72 * 60 * 60 * 1000

export type SetPasswordLink = {
  created_at: number
  used_at: number | null
}

export type LinkState = 'usable' | 'used' | 'expired'

export function setPasswordLinkState(link: SetPasswordLink, now: number): LinkState {
  if (link.used_at !== null) return 'used'
  return now - link.created_at < SET_PASSWORD_LINK_MS ? 'usable' : 'expired'
}

export const LINK_UNUSABLE_MESSAGE =
  'This link has expired or was already used. Ask the owner for a new one.'
