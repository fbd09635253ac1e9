// The client's upcoming visits in the hub (issue #31 section 2): their Scheduled jobs from the start
// of today (the business's day) on, soonest first, with the crew's name (never a staff member's)
// and whether the client confirmed the visit as it is dated now. Built from the client audience of
// the records (forClient).
import { forClient } from '../../../domain/access/client-fields'
import type { HubVisit } from '../../../domain/hub/hub-api'
import {
  confirmedAt,
  hubVisitOrder,
  type VisitConfirmation,
} from '../../../domain/hub/visit-confirmation'
import { localDayAt } from '../../../domain/mail/follow-up-due'
import { withTimeZone } from '../../../domain/settings/branding'
import { hostTimeZone } from '../../../domain/settings/read-branding'
import { and, eq, gte, inList } from '../../../domain/shared/condition'
import type { EntityOf, RowOf, StoreTx } from '../../shared/store'
import { hubOf, type HubVisitor } from '../hub-sessions'

/** The business's time zone and the instant its today began. */
export async function businessToday(
  tx: StoreTx,
  now: number,
): Promise<{ zone: string; start: number }> {
  const zone = withTimeZone(await tx.getBranding(), hostTimeZone()).time_zone
  return { zone, start: localDayAt(now, 0, 0, zone) }
}

/** The names of the crews of `jobs`, by crew id. */
async function crewNames(
  tx: StoreTx,
  jobs: readonly RowOf<'jobs'>[],
): Promise<Map<string, string>> {
  const ids = [...new Set(jobs.flatMap((j) => (j.assigned_crew_id ? [j.assigned_crew_id] : [])))]
  if (ids.length === 0) return new Map()
  const crews = await tx.findAll('crews', inList('id', ids))
  return new Map(crews.map((crew) => [crew.id, forClient('crews', crew as EntityOf<'crews'>).name]))
}

export function hubVisitOf(
  row: RowOf<'jobs'>,
  crewName: string | null,
  confirmation: VisitConfirmation | null,
): HubVisit {
  const job = forClient('jobs', row as EntityOf<'jobs'>)
  return {
    id: job.id,
    title: job.title,
    date: job.date,
    address: job.address,
    crew_name: crewName,
    confirmed_at: confirmedAt(job, confirmation),
  }
}

/** The HubVisits of `jobs`, in their order. */
export async function hubVisitsOf(
  tx: StoreTx,
  jobs: readonly RowOf<'jobs'>[],
): Promise<HubVisit[]> {
  const names = await crewNames(tx, jobs)
  const confirmations = await hubOf(tx).confirmationsOf(jobs.map((j) => j.id))
  const byJob = new Map(confirmations.map((c) => [c.job_id, c]))
  return jobs.map((job) =>
    hubVisitOf(
      job,
      job.assigned_crew_id ? (names.get(job.assigned_crew_id) ?? null) : null,
      byJob.get(job.id) ?? null,
    ),
  )
}

/** The client's upcoming visits: Scheduled jobs from the start of today on, soonest first, 50. */
export async function hubVisits(
  tx: StoreTx,
  visitor: HubVisitor,
  now: number,
): Promise<HubVisit[]> {
  const { start } = await businessToday(tx, now)
  const jobs = await tx.findAll(
    'jobs',
    and(eq('client_person_id', visitor.person.id), eq('status', 'Scheduled'), gte('date', start)),
  )
  return hubVisitsOf(tx, hubVisitOrder(jobs))
}
