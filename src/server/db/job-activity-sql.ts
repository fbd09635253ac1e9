// A job's field actions (api/projects/job-activity-store.ts) on SQL.
import { asc, eq } from 'drizzle-orm'
import type { JobActivityTx } from '../../api/projects/job-activity-store'
import type { JobActivity } from '../../domain/field/job-activity'
import type { Executor } from './executor'
import { jobActivity } from './schema'

/** Rows per INSERT of a restore. */
const RESTORE_CHUNK = 500

const asActivity = (row: typeof jobActivity.$inferSelect): JobActivity => ({
  ...row,
  kind: row.kind as JobActivity['kind'],
})

export function createJobActivityTx(db: Executor): JobActivityTx {
  return {
    async add(activity) {
      await db.insert(jobActivity).values(activity)
    },
    async listOf(jobId) {
      const rows = await db
        .select()
        .from(jobActivity)
        .where(eq(jobActivity.job_id, jobId))
        .orderBy(asc(jobActivity.at), asc(jobActivity.id))
      return rows.map(asActivity)
    },
    async exportAll() {
      const rows = await db
        .select()
        .from(jobActivity)
        .orderBy(asc(jobActivity.at), asc(jobActivity.id))
      return rows.map(asActivity)
    },
    async restoreAll(rows) {
      await db.delete(jobActivity)
      for (let i = 0; i < rows.length; i += RESTORE_CHUNK) {
        await db.insert(jobActivity).values(rows.slice(i, i + RESTORE_CHUNK))
      }
    },
  }
}
