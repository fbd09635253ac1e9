import { describe, expect, it } from 'vitest'
import { formatCount, formatDate, formatDateTime, formatTotal } from './format'

describe('count lines', () => {
  it('names one or many', () => {
    expect(formatCount(1, 'contact')).toBe('1 contact')
    expect(formatCount(0, 'company', 'companies')).toBe('0 companies')
  })

  it("marks a search total the server stopped counting at with '+'", () => {
    expect(formatTotal(1000, true, 'contact')).toBe('1000+ contacts')
    expect(formatTotal(1000, false, 'contact')).toBe('1000 contacts')
    expect(formatTotal(1, false, 'job')).toBe('1 job')
  })
})

describe('dates', () => {
  // Intl's en-US as Chromium writes it: ICU in Node puts a narrow no-break space before AM/PM.
  const intl = (options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat('en-US', options)
    return (epochMs: number) => format.format(epochMs).replace(/\u202f/g, ' ')
  }
  // Every hour of two years (both daylight saving changes of the test's zone included), and the
  // first and last minutes of a day.
  const start = Date.UTC(2025, 0, 1)
  const times = Array.from({ length: 2 * 366 * 24 }, (_, h) => start + h * 3_600_000 + 59_000)
  times.push(Date.UTC(2026, 10, 23, 0, 0), Date.UTC(2026, 10, 23, 23, 59), 0)

  it("writes a date as Intl's en-US short month does: 'Nov 23, 2026'", () => {
    const expected = intl({ month: 'short', day: 'numeric', year: 'numeric' })
    expect(formatDate(Date.UTC(2026, 10, 23, 12))).toBe('Nov 23, 2026')
    expect(times.filter((t) => formatDate(t) !== expected(t))).toEqual([])
  })

  it("writes a date and time as Intl's en-US does: 'Nov 23, 2026, 3:05 PM'", () => {
    const expected = intl({
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    })
    expect(times.filter((t) => formatDateTime(t) !== expected(t))).toEqual([])
    expect(formatDateTime(new Date(2026, 10, 23, 15, 5).getTime())).toBe('Nov 23, 2026, 3:05 PM')
    expect(formatDateTime(new Date(2026, 10, 23, 0, 7).getTime())).toBe('Nov 23, 2026, 12:07 AM')
  })
})
