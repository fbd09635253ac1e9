import { describe, expect, it } from 'vitest'
import {
  CREW_ASSIGNED_MESSAGE,
  CREW_REASSIGNED_MESSAGE,
  CREW_UNASSIGNED_MESSAGE,
  jobStatusLabel,
  jobStatusMessage,
  jobStatuses,
} from './job-status'

describe('job status', () => {
  it('has the three statuses of the spec', () => {
    expect(jobStatuses).toEqual(['Scheduled', 'In-Progress', 'Done'])
  })

  it('confirms a status change with the status name', () => {
    expect(jobStatusMessage('Done')).toBe('Job marked as Done')
    expect(jobStatusMessage('In-Progress')).toBe('Job marked as In-Progress')
    expect(jobStatusMessage('Scheduled')).toBe('Job marked as Scheduled')
  })

  it('labels In-Progress as In Progress', () => {
    expect(jobStatusLabel('In-Progress')).toBe('In Progress')
    expect(jobStatusLabel('Done')).toBe('Done')
  })

  it('confirms a crew assignment', () => {
    expect(CREW_ASSIGNED_MESSAGE).toBe('Crew has been assigned to this job')
    expect(CREW_REASSIGNED_MESSAGE).toBe('Crew has been reassigned')
    expect(CREW_UNASSIGNED_MESSAGE).toBe('Crew has been unassigned from this job')
  })
})
