// The storage port of a job's field actions (issue #32 section 2, decision 051): one row per On my
// way, Start, Pause, Resume and Finish. Only the server keeps them (StoreTx.jobActivity is null in the
// demo, whose actions change the job's status and keep no rows).
import type { RecordLogTx } from '../shared/record-log-store'
import type { JobActivity } from '../../domain/field/job-activity'

export type JobActivityTx = RecordLogTx<JobActivity>
