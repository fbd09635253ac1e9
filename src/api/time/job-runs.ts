// The running time of the jobs of some crews around a span, read from their field actions: which
// jobs' time can fall inside a week. A job is looked at when it is In-Progress, or Done with its date
// within a month of the span (a job is started near its date); the demo keeps no field actions.
import { and, gte, inList, lt, neq, or } from '../../domain/shared/condition'
import { runningIntervals } from '../../domain/time/job-running'
import type { JobRun } from '../../domain/time/work-segments'
import type { Crew } from '../../domain/team/crew'
import type { StoreTx } from '../shared/store'

const MONTH = 31 * 86_400_000

/** Each crew's job runs (only jobs that ran), by crew id. */
export async function jobRunsOfCrews(
  tx: StoreTx,
  crews: readonly Pick<Crew, 'id'>[],
  span: { start: number; end: number },
  now: number,
): Promise<Map<string, JobRun[]>> {
  const byCrew = new Map<string, JobRun[]>()
  if (crews.length === 0 || tx.jobActivity === null) return byCrew
  const jobs = await tx.findAll(
    'jobs',
    and(
      inList(
        'assigned_crew_id',
        crews.map((c) => c.id),
      ),
      neq('status', 'Scheduled'),
      or(neq('status', 'Done'), and(gte('date', span.start - MONTH), lt('date', span.end + MONTH))),
    ),
  )
  for (const job of jobs) {
    // Every span kept (not only those inside): which job started first decides shared time.
    const running = runningIntervals(await tx.jobActivity.listOf(job.id), now)
    const inside = running.some((r) => r.end > span.start && r.start < span.end)
    if (!inside || job.assigned_crew_id === null) continue
    const list = byCrew.get(job.assigned_crew_id) ?? []
    list.push({ job_id: job.id, title: job.title, running })
    byCrew.set(job.assigned_crew_id, list)
  }
  return byCrew
}
