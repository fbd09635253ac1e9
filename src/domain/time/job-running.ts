// When a job's timer ran: Start or Resume opens a span, Pause or Finish closes it (job_activity); a
// span still open runs until `now`.
import { inOrder, type JobActivity } from '../field/job-activity'
import type { Interval } from './intervals'

export function runningIntervals(
  activity: readonly Pick<JobActivity, 'kind' | 'at'>[],
  now: number,
): Interval[] {
  const spans: Interval[] = []
  let openedAt: number | null = null
  for (const action of inOrder(activity as JobActivity[])) {
    if (action.kind === 'start' || action.kind === 'resume') {
      openedAt ??= action.at
    } else if (action.kind === 'pause' || action.kind === 'finish') {
      if (openedAt !== null && action.at > openedAt) spans.push({ start: openedAt, end: action.at })
      openedAt = null
    }
  }
  if (openedAt !== null && now > openedAt) spans.push({ start: openedAt, end: now })
  return spans
}
