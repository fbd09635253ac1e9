// "Next visit N days after the last was done" (issue #34 section 2): when a visit of such a series is
// done, its next visit is made. Called from a job's patch rule and from Finish, so it writes through
// the store directly (no records.ts: that module runs the patch rules).
import { eq } from '../../domain/shared/condition'
import type { RuleContext } from '../../domain/shared/context'
import { buildVisit, type JobSeries } from '../../domain/projects/job-series'
import { addLocalDays, atLocalTimeOf } from '../../domain/projects/recurrence-time'
import { afterDoneDays, parseRule } from '../../domain/projects/recurrence-rule'
import type { RowOf, StoreTx } from '../shared/store'

/** The first visit's work order as each new visit gets it: the same items, none ticked. */
export async function workOrderTemplate(tx: StoreTx, series: JobSeries) {
  if (!series.first_job_id) return null
  const [order] = await tx.findAll('work-orders', eq('job_id', series.first_job_id))
  if (!order) return null
  return {
    materials: [...order.materials],
    checklist: order.checklist.map((item) => ({ label: item.label, done: false })),
  }
}

/**
 * A visit of an after-done series was done: its next visit, N days after the day it was done at the
 * series' local start time, unless the rule's COUNT or UNTIL is reached. Made once: the next visit's
 * key is this one's number plus one, and the series row is locked meanwhile.
 */
export async function afterVisitDone(
  tx: StoreTx,
  job: Pick<RowOf<'jobs'>, 'series_id' | 'series_occurrence'>,
  ctx: RuleContext,
): Promise<void> {
  if (job.series_id === null || job.series_occurrence === null) return
  const series = await tx.get('job-series', job.series_id, { forUpdate: true })
  if (!series || series.kind !== 'after-done' || series.ended_at !== null) return
  const parsed = parseRule(series.rule, series.time_zone)
  const number = job.series_occurrence + 1
  if (parsed.count !== null && number >= parsed.count) return
  const date = atLocalTimeOf(
    addLocalDays(ctx.now, afterDoneDays(parsed), series.time_zone),
    series.starts_at,
    series.time_zone,
  )
  if (parsed.until !== null && date > parsed.until) return
  const existing = await tx.findAll('jobs', {
    op: 'and',
    conditions: [eq('series_id', series.id), eq('series_occurrence', number)],
  })
  if (existing.length > 0) return
  const visit = {
    ...buildVisit(series, date, { now: ctx.now, id: ctx.newId() }),
    series_occurrence: number,
    version: 1,
  }
  await tx.insert('jobs', visit)
  const order = await workOrderTemplate(tx, series)
  if (order) {
    await tx.insert('work-orders', { id: ctx.newId(), job_id: visit.id, ...order, version: 1 })
  }
  await tx.update('job-series', {
    ...series,
    visits_made: Math.max(series.visits_made, number + 1),
    version: series.version + 1,
  })
}
