import { describe, expect, it } from 'vitest'
import { visitMail } from './visit-mail'

describe('visitMail', () => {
  it("writes the visit's day and time in the business's zone", () => {
    const job = { date: Date.parse('2026-12-08T14:00:00Z'), address: '1200 Elm Street' }
    const { values, summary } = visitMail(job, 'Jordan Rivera', 'America/New_York')
    expect(values).toEqual({
      client_name: 'Jordan Rivera',
      visit_date: 'Tuesday, Dec 8',
      visit_time: '9:00 AM',
      visit_address: '1200 Elm Street',
    })
    expect(summary.map((row) => row.label)).toEqual(['Date', 'Time', 'Address'])
    expect(visitMail(job, 'J', 'Europe/Berlin').values.visit_time).toBe('3:00 PM')
  })
})
