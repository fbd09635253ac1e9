// Runs a test file's local-time rules in one time zone (restored afterwards). America/Chicago has
// daylight saving, so a rule that is off by an hour across a change shows.
import { afterAll, beforeAll } from 'vitest'

export function runInTimeZone(zone = 'America/Chicago'): void {
  const original = process.env.TZ
  beforeAll(() => {
    process.env.TZ = zone
  })
  afterAll(() => {
    process.env.TZ = original
  })
}
