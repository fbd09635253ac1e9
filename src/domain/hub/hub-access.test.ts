import { describe, expect, it } from 'vitest'
import {
  HUB_SESSION_IDLE_MS,
  HUB_TOUCH_MS,
  hubLinkLifetimeMs,
  hubLinkState,
  isHubSessionLive,
  shouldTouchHubSession,
} from './hub-access'

const T = 1_000_000
const link = { created_at: T, expires_at: T + hubLinkLifetimeMs(30), revoked_at: null }

describe('hub links', () => {
  it('work until they expire, 30 days by default', () => {
    expect(hubLinkLifetimeMs(30)).toBe(30 * 24 * 60 * 60 * 1000)
    expect(hubLinkState(link, null, link.expires_at - 1)).toBe('usable')
    expect(hubLinkState(link, null, link.expires_at)).toBe('expired')
  })

  it('are refused once revoked, themselves or by a revoke of the client made after them', () => {
    expect(hubLinkState({ ...link, revoked_at: T + 5 }, null, T + 10)).toBe('revoked')
    expect(hubLinkState(link, T, T + 10)).toBe('revoked')
    // A revoke lifted and a newer link sent: the revoke before it does not count.
    expect(hubLinkState(link, T - 1, T + 10)).toBe('usable')
  })
})

describe('hub sessions', () => {
  const session = { created_at: T, last_seen_at: T }
  it('end after 14 days unused', () => {
    expect(isHubSessionLive(session, T + HUB_SESSION_IDLE_MS - 1)).toBe(true)
    expect(isHubSessionLive(session, T + HUB_SESSION_IDLE_MS)).toBe(false)
  })

  it('record a visit at most once a minute', () => {
    expect(shouldTouchHubSession(session, T + HUB_TOUCH_MS - 1)).toBe(false)
    expect(shouldTouchHubSession(session, T + HUB_TOUCH_MS)).toBe(true)
  })
})
