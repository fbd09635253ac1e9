// An employee's worked time cut into segments each on one job or on none: the job's running time
// inside the employee's work entries. When two of their crews' jobs run at once, the one started
// first has the time, so job hours never add up to more than the hours worked.
import type { TimeEntry } from './time-api'
import { intersect, normalize, subtract, type Interval } from './intervals'

/** A job's running time (runningIntervals), for a member of the crew it is assigned to. */
export type JobRun = { job_id: string; title: string; running: Interval[] }

export type WorkSegment = Interval & { job_id: string | null }

/** The spans of the employee's entries of `kind`, an open one running until `now`. */
export function entrySpans(
  entries: readonly Pick<TimeEntry, 'kind' | 'starts_at' | 'ends_at'>[],
  kind: TimeEntry['kind'],
  now: number,
): Interval[] {
  return normalize(
    entries
      .filter((e) => e.kind === kind)
      .map((e) => ({ start: e.starts_at, end: e.ends_at ?? Math.max(now, e.starts_at) })),
  )
}

/** Worked time as segments in time order, each on one job (or none). */
export function workSegments(work: readonly Interval[], jobs: readonly JobRun[]): WorkSegment[] {
  const first = (run: JobRun) => run.running[0]?.start ?? Infinity
  const ordered = [...jobs].sort((a, b) => first(a) - first(b) || (a.job_id < b.job_id ? -1 : 1))
  let free = normalize(work)
  const segments: WorkSegment[] = []
  for (const run of ordered) {
    const onJob = intersect(free, run.running)
    if (onJob.length === 0) continue
    segments.push(...onJob.map((span) => ({ ...span, job_id: run.job_id })))
    free = subtract(free, onJob)
  }
  segments.push(...free.map((span) => ({ ...span, job_id: null })))
  return segments.sort((a, b) => a.start - b.start)
}
