import { describe, expect, it } from 'vitest'
import { confirmedAt, hubVisitOrder, isUpcomingVisit, MAX_HUB_VISITS } from './visit-confirmation'

const JOB = '00000000-0000-4000-8000-000000000001'
const PERSON = '00000000-0000-4000-8000-000000000002'

describe('visit confirmations', () => {
  it('holds only for the date the client confirmed', () => {
    const stored = { job_id: JOB, person_id: PERSON, confirmed_at: 77, job_date: 1000 }
    expect(confirmedAt({ id: JOB, date: 1000 }, stored)).toBe(77)
    expect(confirmedAt({ id: JOB, date: 2000 }, stored)).toBeNull()
    expect(confirmedAt({ id: PERSON, date: 1000 }, stored)).toBeNull()
    expect(confirmedAt({ id: JOB, date: 1000 }, null)).toBeNull()
  })

  it('lists Scheduled jobs from the start of today, soonest first, at most 50', () => {
    expect(isUpcomingVisit({ status: 'Scheduled', date: 100 }, 100)).toBe(true)
    expect(isUpcomingVisit({ status: 'Scheduled', date: 99 }, 100)).toBe(false)
    expect(isUpcomingVisit({ status: 'Done', date: 500 }, 100)).toBe(false)
    const jobs = Array.from({ length: 60 }, (_, i) => ({ id: `j${i}`, date: 1000 - i }))
    const listed = hubVisitOrder(jobs)
    expect(listed).toHaveLength(MAX_HUB_VISITS)
    expect(listed[0]?.date).toBe(941)
    expect(listed.at(-1)?.date).toBe(990)
  })
})
