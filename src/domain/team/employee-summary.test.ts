import { describe, expect, it } from 'vitest'
import { matches } from '../shared/condition'
import {
  activeJobsCondition,
  crewsOfEmployeeCondition,
  isActiveJob,
  NO_ACTIVE_JOBS_TEXT,
  NO_CREWS_TEXT,
} from './employee-summary'

const EMPLOYEE = '00000000-0000-4000-8000-000000000001'
const CREW_A = '00000000-0000-4000-8000-00000000000a'
const CREW_B = '00000000-0000-4000-8000-00000000000b'

describe('employee summary', () => {
  it('finds the crews that list the employee as a member', () => {
    const condition = crewsOfEmployeeCondition(EMPLOYEE)
    expect(matches({ members: [CREW_A, EMPLOYEE] }, condition)).toBe(true)
    expect(matches({ members: [CREW_A] }, condition)).toBe(false)
    expect(matches({ members: [] }, condition)).toBe(false)
  })

  it("counts the crews' jobs that are not Done as active", () => {
    const condition = activeJobsCondition([CREW_A])
    if (!condition) throw new Error('expected a condition')
    expect(matches({ assigned_crew_id: CREW_A, status: 'Scheduled' }, condition)).toBe(true)
    expect(matches({ assigned_crew_id: CREW_A, status: 'In-Progress' }, condition)).toBe(true)
    expect(matches({ assigned_crew_id: CREW_A, status: 'Done' }, condition)).toBe(false)
    expect(matches({ assigned_crew_id: CREW_B, status: 'Scheduled' }, condition)).toBe(false)
    expect(matches({ assigned_crew_id: null, status: 'Scheduled' }, condition)).toBe(false)
    expect(activeJobsCondition([])).toBeNull()
    expect(isActiveJob({ status: 'Done' })).toBe(false)
    expect(isActiveJob({ status: 'In-Progress' })).toBe(true)
  })

  it('has the empty texts of the spec', () => {
    expect(NO_CREWS_TEXT).toBe('Not assigned to any crews')
    expect(NO_ACTIVE_JOBS_TEXT).toBe('No active jobs')
  })
})
