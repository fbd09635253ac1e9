// The storage port of a job's field actions (issue #32 section 2, decision 051): one row per On my
// way, Start, Pause, Resume and Finish. Only the server keeps them (StoreTx.jobActivity is null in the
// demo, whose actions change the job's status and keep no rows).
import type { JobActivity } from '../../domain/field/job-activity'

export type JobActivityTx = {
  add(activity: JobActivity): Promise<void>
  /** A job's actions, oldest first. */
  listOf(jobId: string): Promise<JobActivity[]>
  /** Every action, oldest first (a backup). */
  exportAll(): Promise<JobActivity[]>
  /** Writes `rows` after a restore's replaceAll (which clears them). */
  restoreAll(rows: readonly JobActivity[]): Promise<void>
}
