import { describe, expect, it } from 'vitest'
import {
  isPermanentSmtpFailure,
  MAX_DELIVERY_ATTEMPTS,
  nextAttemptAt,
  RETRY_DELAYS_MS,
} from './retry-schedule'

const MIN = 60_000

describe('retry schedule', () => {
  it('waits about 1 min, 5 min, 30 min, 2 h and 12 h, then gives up', () => {
    const now = 1_000_000
    const delays = [1, 2, 3, 4, 5].map((attempts) => (nextAttemptAt(attempts, now) ?? 0) - now)
    expect(delays).toEqual([1 * MIN, 5 * MIN, 30 * MIN, 120 * MIN, 720 * MIN])
    expect(nextAttemptAt(6, now)).toBeNull()
    expect(nextAttemptAt(0, now)).toBeNull()
    expect(MAX_DELIVERY_ATTEMPTS).toBe(6)
    expect(RETRY_DELAYS_MS).toHaveLength(5)
  })

  it('treats 5xx replies as permanent and 4xx or no reply as passing', () => {
    expect(isPermanentSmtpFailure(550)).toBe(true)
    expect(isPermanentSmtpFailure(554)).toBe(true)
    expect(isPermanentSmtpFailure(451)).toBe(false)
    expect(isPermanentSmtpFailure(undefined)).toBe(false)
  })
})
