// A client's "Confirm" of an upcoming visit in the client hub (issue #31 section 2): which jobs the
// hub lists as visits, and whether a stored confirmation still holds (it names the job's date when
// it was given: a job moved to another date since is not confirmed).
import { z } from 'zod'
import type { JobStatus } from '../projects/job-status'
import { epochMsSchema } from '../shared/fields'

/** The hub lists at most this many upcoming visits. */
export const MAX_HUB_VISITS = 50

export const visitConfirmationSchema = z.object({
  job_id: z.uuid(),
  person_id: z.uuid(),
  confirmed_at: epochMsSchema,
  /** The job's date when the client confirmed it. */
  job_date: epochMsSchema,
})
export type VisitConfirmation = z.infer<typeof visitConfirmationSchema>

/** A visit the hub shows: a Scheduled job of the client dated today (business day) or later. */
export const isUpcomingVisit = (
  job: { status: JobStatus; date: number },
  startOfToday: number,
): boolean => job.status === 'Scheduled' && job.date >= startOfToday

/** When the client confirmed the job as it is dated now, or null. */
export const confirmedAt = (
  job: { id: string; date: number },
  confirmation: VisitConfirmation | null,
): number | null =>
  confirmation !== null && confirmation.job_id === job.id && confirmation.job_date === job.date
    ? confirmation.confirmed_at
    : null

/** The visits in the order the hub lists them: soonest first, at most MAX_HUB_VISITS. */
export const hubVisitOrder = <J extends { id: string; date: number }>(jobs: readonly J[]): J[] =>
  [...jobs].sort((a, b) => a.date - b.date || a.id.localeCompare(b.id)).slice(0, MAX_HUB_VISITS)
