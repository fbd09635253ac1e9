// When a message whose delivery failed for a passing reason is tried again: about 1 min, 5 min,
// 30 min, 2 h and 12 h after each failed attempt, then it has failed for good (issue #30).
const MINUTE = 60_000

export const RETRY_DELAYS_MS: readonly number[] = [
  1 * MINUTE,
  5 * MINUTE,
  30 * MINUTE,
  120 * MINUTE,
  720 * MINUTE,
]

/** Attempts in all: the first and one per retry delay. */
export const MAX_DELIVERY_ATTEMPTS = RETRY_DELAYS_MS.length + 1

/**
 * The time of the next attempt after `attempts` attempts have failed (the last at `now`), or null:
 * no more attempts, the message has failed.
 */
export function nextAttemptAt(attempts: number, now: number): number | null {
  const delay = RETRY_DELAYS_MS[attempts - 1]
  return attempts >= 1 && delay !== undefined ? now + delay : null
}

/** SMTP replies 500-599 are permanent (RFC 5321): trying again would get the same answer. */
export const isPermanentSmtpFailure = (responseCode: number | undefined): boolean =>
  responseCode !== undefined && responseCode >= 500 && responseCode < 600
