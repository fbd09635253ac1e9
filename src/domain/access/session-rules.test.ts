import { describe, expect, it } from 'vitest'
import { passwordSchema } from './password'
import {
  isSessionLive,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  SESSION_TOUCH_MS,
  sessionEndsAt,
  shouldTouchSession,
} from './session-policy'
import { LINK_LIFETIME_MS, SET_PASSWORD_LINK_MS, setPasswordLinkState } from './set-password-link'
import { ACCOUNT_THROTTLE, afterFailure, lockRemainingMs } from './sign-in-throttle'

const DAY = 24 * 60 * 60 * 1000
const T0 = Date.UTC(2026, 10, 1)

describe('session expiry', () => {
  it('ends a session left unused for the idle time', () => {
    const session = { created_at: T0, last_used_at: T0 }
    expect(isSessionLive(session, T0 + SESSION_IDLE_MS - 1)).toBe(true)
    expect(isSessionLive(session, T0 + SESSION_IDLE_MS)).toBe(false)
  })

  it('ends even a session used every day once the absolute time since sign-in has passed', () => {
    const busy = { created_at: T0, last_used_at: T0 + SESSION_MAX_MS - DAY }
    expect(sessionEndsAt(busy)).toBe(T0 + SESSION_MAX_MS)
    expect(isSessionLive(busy, T0 + SESSION_MAX_MS - 1)).toBe(true)
    expect(isSessionLive(busy, T0 + SESSION_MAX_MS)).toBe(false)
  })

  it('records a use at most once a minute', () => {
    const session = { created_at: T0, last_used_at: T0 }
    expect(shouldTouchSession(session, T0 + SESSION_TOUCH_MS - 1)).toBe(false)
    expect(shouldTouchSession(session, T0 + SESSION_TOUCH_MS)).toBe(true)
  })
})

describe('sign-in throttle', () => {
  it('locks after the fifth failure within the window, for the lock time', () => {
    let entry = null as ReturnType<typeof afterFailure> | null
    for (let i = 0; i < ACCOUNT_THROTTLE.maxFailures - 1; i++) {
      entry = afterFailure(entry, T0 + i * 1000, ACCOUNT_THROTTLE)
      expect(lockRemainingMs(entry, T0 + i * 1000)).toBe(0)
    }
    const now = T0 + 10_000
    entry = afterFailure(entry, now, ACCOUNT_THROTTLE)
    expect(entry.failures).toBe(ACCOUNT_THROTTLE.maxFailures)
    expect(lockRemainingMs(entry, now)).toBe(ACCOUNT_THROTTLE.lockMs)
    expect(lockRemainingMs(entry, now + ACCOUNT_THROTTLE.lockMs)).toBe(0)
  })

  it('starts counting again once the window has passed', () => {
    const old = { failures: 4, window_started_at: T0, locked_until: null }
    const next = afterFailure(old, T0 + ACCOUNT_THROTTLE.windowMs, ACCOUNT_THROTTLE)
    expect(next).toEqual({
      failures: 1,
      window_started_at: T0 + ACCOUNT_THROTTLE.windowMs,
      locked_until: null,
    })
  })
})

describe('set-password link', () => {
  const link = (used_at: number | null = null) => ({
    created_at: T0,
    expires_at: T0 + SET_PASSWORD_LINK_MS,
    used_at,
  })
  it('works once until it expires', () => {
    expect(setPasswordLinkState(link(), T0 + SET_PASSWORD_LINK_MS - 1)).toBe('usable')
    expect(setPasswordLinkState(link(), T0 + SET_PASSWORD_LINK_MS)).toBe('expired')
    expect(setPasswordLinkState(link(T0 + 1), T0 + 2)).toBe('used')
  })
  it('gives a reset link 1 hour and an invite 72 hours', () => {
    expect(LINK_LIFETIME_MS.reset).toBe(60 * 60 * 1000)
    expect(LINK_LIFETIME_MS['set-password']).toBe(72 * 60 * 60 * 1000)
  })
})

describe('password', () => {
  it('needs 10 to 200 characters and says so', () => {
    expect(passwordSchema.safeParse('correct horse').success).toBe(true)
    expect(passwordSchema.safeParse('short').error?.issues[0]?.message).toBe(
      'Password must be at least 10 characters',
    )
    expect(passwordSchema.safeParse('x'.repeat(201)).error?.issues[0]?.message).toBe(
      'Password is too long (max 200)',
    )
  })
})
