import { describe, expect, it } from 'vitest'
import { dayLabel, daysSince } from './day-label'

describe('dayLabel', () => {
  const now = new Date(2026, 10, 25, 9, 30).getTime()

  it('names today, tomorrow and yesterday, with the time', () => {
    expect(dayLabel(new Date(2026, 10, 25, 8, 0).getTime(), now)).toBe('Today, 8:00 AM')
    expect(dayLabel(new Date(2026, 10, 26, 14, 0).getTime(), now)).toBe('Tomorrow, 2:00 PM')
    expect(dayLabel(new Date(2026, 10, 24, 0, 5).getTime(), now)).toBe('Yesterday, 12:05 AM')
  })

  it("writes other days as Intl's en-US does: 'Mon, Nov 30, 10:00 AM'", () => {
    const day = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
    })
    const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })
    expect(dayLabel(new Date(2026, 10, 30, 10, 0).getTime(), now)).toBe('Mon, Nov 30, 10:00 AM')
    for (let hours = 48; hours < 24 * 400; hours += 7) {
      const at = now + hours * 3_600_000
      const expected = `${day.format(at)}, ${time.format(at)}`.replace(/\u202f/g, ' ')
      expect(dayLabel(at, now)).toBe(expected)
    }
  })
})

describe('daysSince', () => {
  it('counts whole local days, 0 on the day itself', () => {
    const due = new Date(2026, 10, 20, 23, 0).getTime()
    expect(daysSince(due, new Date(2026, 10, 20, 23, 30).getTime())).toBe(0)
    expect(daysSince(due, new Date(2026, 10, 25, 0, 10).getTime())).toBe(5)
  })
})
