// What the employee detail counts: the crews the employee belongs to, the active jobs of those
// crews (every job not Done yet), and this week's hours and earnings from the employee's shifts.
import { and, inList, neq, type Condition } from '../shared/condition'
import type { Job } from '../projects/job'
import type { Crew } from './crew'
import type { WeekFigures } from './shift-hours'
import type { WorkedWeek } from '../time/time-api'

export const EMPLOYEE_HOURS_PER_WEEK = 40
export const NO_CREWS_TEXT = 'Not assigned to any crews'
export const NO_ACTIVE_JOBS_TEXT = 'No active jobs'

export function crewsOfEmployeeCondition(employeeId: string): Condition {
  return { op: 'contains', field: 'members', value: employeeId }
}

/** Jobs of the given crews that are not Done; null when there are no crews to ask about. */
export function activeJobsCondition(crewIds: readonly string[]): Condition | null {
  if (crewIds.length === 0) return null
  return and(inList('assigned_crew_id', crewIds), neq('status', 'Done'))
}

export function isActiveJob(job: Pick<Job, 'status'>): boolean {
  return job.status !== 'Done'
}

export type EmployeeSummary = {
  crews: Crew[]
  active_jobs: Job[]
  /** The shifts' scheduled hours this week (the user's local week). */
  week: WeekFigures
  /** This week's recorded (clocked) time, in the business's time zone. */
  worked: WorkedWeek
}
