// Job status: any of the three can be set directly (SPEC section 4).
export const jobStatuses = ['Scheduled', 'In-Progress', 'Done'] as const
export type JobStatus = (typeof jobStatuses)[number]

/** The label shown for a status (tabs and badges say 'In Progress'). */
export function jobStatusLabel(status: JobStatus): string {
  return status === 'In-Progress' ? 'In Progress' : status
}

export function jobStatusMessage(status: JobStatus): string {
  return `Job marked as ${status}`
}

export const CREW_ASSIGNED_MESSAGE = 'Crew has been assigned to this job'
export const CREW_REASSIGNED_MESSAGE = 'Crew has been reassigned'
export const CREW_UNASSIGNED_MESSAGE = 'Crew has been unassigned from this job'
