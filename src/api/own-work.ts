// A Crew user's own work (issue #20) as the API reads it: the collections whose routes narrow to it
// (`servesOwn`), the rows a list may show, and whether one record is theirs. A record that is not
// theirs answers as a missing one, so its id tells them nothing.
import { crewJobListCondition, CREW_WORK_ORDER_FIELDS, withIn } from '../domain/access/own-work'
import type { Scope } from '../domain/access/permissions'
import { AppError } from '../domain/shared/app-error'
import type { Condition } from '../domain/shared/condition'
import type { Actor, Grant } from './authorize'
import type { Row, StoreTx } from './store'

type OwnRule = {
  /** The rows of a list the actor may see. */
  within: (work: OwnJobs, now: number, tzOffsetMinutes: number) => Condition
  /**
   * The rows a lookup by id (`?ids=`) may return: every row of theirs, whatever a list shows (a
   * past job named by one of their work orders). The list's rows when not given.
   */
  byId?: (work: OwnJobs) => Condition
  /** Whether one row is theirs. */
  owns: (work: OwnJobs, row: Row) => boolean
  /** The fields a change of theirs may name (none: they may not change it). */
  writable?: readonly string[]
}

/**
 * A collection whose own rows are the ones the actor wrote (record stamps' `created_by`): a Crew
 * user's notes. They may create such rows, and change (the `writable` fields) and delete their own.
 */
type AuthoredRule = { authored: true; writable: readonly string[] }

const AUTHORED_RULES: Readonly<Record<string, AuthoredRule>> = {
  notes: { authored: true, writable: ['folder', 'version'] },
}

/** The jobs of the actor's crews, all dates: what every other own record hangs off. */
type OwnJobs = { crewIds: string[]; jobIds: string[]; clientIds: string[] }

const onOwnJob: OwnRule = {
  within: (work) => withIn('job_id', work.jobIds),
  owns: (work, row) => typeof row.job_id === 'string' && work.jobIds.includes(row.job_id),
}

const OWN_RULES: Readonly<Record<string, OwnRule>> = {
  jobs: {
    within: (work, now, tz) => crewJobListCondition(work.crewIds, now, tz),
    byId: (work) => withIn('assigned_crew_id', work.crewIds),
    owns: (work, row) =>
      typeof row.assigned_crew_id === 'string' && work.crewIds.includes(row.assigned_crew_id),
  },
  'work-orders': { ...onOwnJob, writable: CREW_WORK_ORDER_FIELDS },
  media: onOwnJob,
  crews: {
    within: (work) => withIn('id', work.crewIds),
    owns: (work, row) => work.crewIds.includes(row.id),
  },
  persons: {
    within: (work) => withIn('id', work.clientIds),
    owns: (work, row) => work.clientIds.includes(row.id),
  },
}

/** Whether a collection's list and get routes can narrow to a Crew user's own work. */
export const servesOwnReads = (collection: string): boolean =>
  collection in OWN_RULES || collection in AUTHORED_RULES

/** Whether its patch route can (the rule names the fields they may change). */
export const servesOwnPatch = (collection: string): boolean =>
  (OWN_RULES[collection]?.writable ?? AUTHORED_RULES[collection]?.writable) !== undefined

/** Whether its create and delete routes can: rows that are theirs because they wrote them. */
export const servesOwnAuthored = (collection: string): boolean => collection in AUTHORED_RULES

async function authoredIds(tx: StoreTx, collection: string, actor: Actor | null) {
  if (!actor || !tx.stamps) return []
  return tx.stamps.createdBy(collection, actor.userId)
}

async function isAuthor(tx: StoreTx, collection: string, actor: Actor | null, row: Row) {
  if (!actor || !tx.stamps) return false
  return (await tx.stamps.of(collection, row.id))?.created_by === actor.userId
}

async function ownJobsOf(tx: StoreTx, actor: Actor | null): Promise<OwnJobs> {
  if (!actor?.employeeId) return { crewIds: [], jobIds: [], clientIds: [] }
  const crews = await tx.findAll('crews', {
    op: 'contains',
    field: 'members',
    value: actor.employeeId,
  })
  const crewIds = crews.map((c) => c.id)
  const jobs = await tx.findAll('jobs', withIn('assigned_crew_id', crewIds))
  return {
    crewIds,
    jobIds: jobs.map((j) => j.id),
    clientIds: [...new Set(jobs.map((j) => j.client_person_id))],
  }
}

const isOwn = (grant: Grant | undefined): grant is Grant & { scope: 'own' } =>
  grant?.scope === ('own' satisfies Scope)

/** The list condition of an own-scoped grant, or undefined for a grant that reaches every row. */
export async function ownListCondition(
  tx: StoreTx,
  collection: string,
  grant: Grant | undefined,
  now: number,
  tzOffsetMinutes: number,
  /** A lookup of rows by id (`?ids=`): any of theirs, not only what their list shows. */
  isById = false,
): Promise<Condition | undefined> {
  if (!isOwn(grant)) return undefined
  if (collection in AUTHORED_RULES) {
    return withIn('id', await authoredIds(tx, collection, grant.actor))
  }
  const rule = OWN_RULES[collection]
  if (!rule) throw new AppError('FORBIDDEN', "You don't have access to this")
  const work = await ownJobsOf(tx, grant.actor)
  return isById && rule.byId ? rule.byId(work) : rule.within(work, now, tzOffsetMinutes)
}

/**
 * Refuses, as not found, a row an own-scoped grant does not reach; and a change that names a field
 * they may not change, as forbidden.
 */
export async function assertOwn(
  tx: StoreTx,
  collection: string,
  grant: Grant | undefined,
  row: Row,
  notFoundMessage: string,
  patch?: unknown,
): Promise<void> {
  if (!isOwn(grant)) return
  const authored = AUTHORED_RULES[collection]
  const rule = authored ?? OWN_RULES[collection]
  const owns = authored
    ? await isAuthor(tx, collection, grant.actor, row)
    : OWN_RULES[collection]?.owns(await ownJobsOf(tx, grant.actor), row) === true
  if (!owns) throw new AppError('NOT_FOUND', notFoundMessage)
  if (patch === undefined) return
  const fields = typeof patch === 'object' && patch !== null ? Object.keys(patch) : []
  const refused = fields.filter((f) => !rule?.writable?.includes(f))
  if (refused.length > 0) {
    throw new AppError('FORBIDDEN', `You can't change ${refused.join(', ')} here`)
  }
}

/** Refuses, as not found, a job id an own-scoped grant does not reach (a Crew user's upload). */
export async function assertOwnJobId(
  tx: StoreTx,
  grant: Grant | undefined,
  jobId: unknown,
): Promise<void> {
  if (!isOwn(grant)) return
  const work = await ownJobsOf(tx, grant.actor)
  if (typeof jobId !== 'string' || !work.jobIds.includes(jobId)) {
    throw new AppError('NOT_FOUND', 'Job not found')
  }
}

/** Every job of the actor's crews, whatever its date (the calendar), or undefined for all jobs. */
export async function ownJobsCondition(
  tx: StoreTx,
  grant: Grant | undefined,
): Promise<Condition | undefined> {
  if (!isOwn(grant)) return undefined
  return withIn('assigned_crew_id', (await ownJobsOf(tx, grant.actor)).crewIds)
}
