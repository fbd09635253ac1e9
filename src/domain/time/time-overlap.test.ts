import { describe, expect, it } from 'vitest'
import { AppError } from '../shared/app-error'
import { assertNoOverlap, entriesOverlap, entryTimeText, firstOverlap } from './time-overlap'

const H = 3_600_000
const at = (hour: number) => Date.UTC(2026, 0, 14, hour)
const entry = (id: string, from: number, to: number | null) => ({
  id,
  starts_at: at(from),
  ends_at: to === null ? null : at(to),
})

describe("an employee's entries", () => {
  it('may touch but never share time; an open entry runs on', () => {
    expect(entriesOverlap(entry('a', 8, 12), entry('b', 12, 13))).toBe(false)
    expect(entriesOverlap(entry('a', 8, 12), entry('b', 11, 13))).toBe(true)
    expect(entriesOverlap(entry('a', 8, null), entry('b', 20, 21))).toBe(true)
    expect(entriesOverlap(entry('a', 8, null), entry('b', 6, 8))).toBe(false)
  })

  it('names the earliest other entry, never the entry itself', () => {
    const others = [entry('c', 10, 11), entry('b', 9, 10), entry('a', 8, 12)]
    expect(firstOverlap(entry('a', 8, 12), others)?.id).toBe('b')
    expect(firstOverlap(entry('x', 12, 14), others)).toBeNull()
  })

  it("refuses an overlap with a 409 naming the other entry's time in the business's zone", () => {
    const refuse = () => assertNoOverlap(entry('x', 9, 10), [entry('a', 8, 12)], 'America/Chicago')
    expect(refuse).toThrow(AppError)
    expect(refuse).toThrow(
      'This time overlaps another entry of this employee (Jan 14, 2026, 2:00 AM - 6:00 AM)',
    )
    expect(entryTimeText({ starts_at: at(8), ends_at: null }, 'UTC')).toBe(
      'Jan 14, 2026, 8:00 AM - open',
    )
    expect(entryTimeText({ starts_at: at(22), ends_at: at(22) + 4 * H }, 'UTC')).toBe(
      'Jan 14, 2026, 10:00 PM - Jan 15, 2026, 2:00 AM',
    )
  })
})
