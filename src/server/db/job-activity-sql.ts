// A job's field actions (api/projects/job-activity-store.ts) on SQL.
import type { JobActivityTx } from '../../api/projects/job-activity-store'
import type { JobActivity } from '../../domain/field/job-activity'
import type { LocationStamp } from '../../domain/time/time-api'
import type { Executor } from './executor'
import { createRecordLogTx } from './record-log-sql'
import { jobActivity } from './schema'

export const createJobActivityTx = (db: Executor): JobActivityTx =>
  createRecordLogTx(
    db,
    jobActivity,
    jobActivity.job_id,
    (row: typeof jobActivity.$inferSelect): JobActivity => ({
      ...row,
      kind: row.kind as JobActivity['kind'],
      location: (row.location as LocationStamp | null) ?? null,
    }),
  )
