// Repeated failed sign-ins slow down (issue #20): per account, so a password cannot be guessed by
// trying many, and per address, so one machine cannot try many accounts. The server keeps one
// counter per key in its database; these rules read and advance it.

export type ThrottleRule = { maxFailures: number; windowMs: number; lockMs: number }

const MINUTE = 60 * 1000

/** Five wrong passwords for one account within 15 minutes lock it for 15 minutes. */
export const ACCOUNT_THROTTLE: ThrottleRule = {
  maxFailures: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
}
/** Thirty failures from one address within 15 minutes stop it for 15 minutes (an office shares one). */
export const ADDRESS_THROTTLE: ThrottleRule = {
  maxFailures: 30,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
}

export type ThrottleEntry = {
  failures: number
  /** When the first failure of the current window happened. */
  window_started_at: number
  /** Until when sign-in is refused; null when it is not. */
  locked_until: number | null
}

export const THROTTLED_MESSAGE = 'Too many failed sign-ins. Try again in a few minutes.'

/** Milliseconds until sign-in may be tried again, or 0 when it may now. */
export function lockRemainingMs(entry: ThrottleEntry | null, now: number): number {
  if (!entry?.locked_until) return 0
  return Math.max(0, entry.locked_until - now)
}

/** The entry after one more failure at `now`: a new window when the old one has passed. */
export function afterFailure(
  entry: ThrottleEntry | null,
  now: number,
  rule: ThrottleRule,
): ThrottleEntry {
  const fresh = !entry || now - entry.window_started_at >= rule.windowMs
  const failures = fresh ? 1 : entry.failures + 1
  const window_started_at = fresh ? now : entry.window_started_at
  return {
    failures,
    window_started_at,
    locked_until: failures >= rule.maxFailures ? now + rule.lockMs : null,
  }
}

/**
 * "Forgot password?" asks, counted like failures (every ask is one): three for one e-mail address
 * within an hour, then none for an hour, so nobody's inbox is flooded with reset links.
 */
export const RESET_ACCOUNT_THROTTLE: ThrottleRule = {
  maxFailures: 3,
  windowMs: 60 * MINUTE,
  lockMs: 60 * MINUTE,
}
/** Ten asks from one client address within 15 minutes stop it for 15 minutes. */
export const RESET_ADDRESS_THROTTLE: ThrottleRule = {
  maxFailures: 10,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
}

export const RESET_THROTTLED_MESSAGE = 'Too many password reset requests. Try again later.'
