// A user's own work as the API reads it: a Crew user's crews' jobs and what hangs off them (issue
// #20), and the support tickets anyone submitted (issue #28). The collections whose routes narrow to
// it (`servesOwn`), the rows a list may show, and whether one record is theirs. A record that is not
// theirs answers as a missing one, so its id tells them nothing.
import {
  crewJobListCondition,
  crewListedClientIds,
  CREW_WORK_ORDER_FIELDS,
  withIn,
} from '../../domain/access/own-work'
import type { Scope } from '../../domain/access/permissions'
import { AppError } from '../../domain/shared/app-error'
import type { Condition } from '../../domain/shared/condition'
import type { Actor, Grant } from './authorize'
import type { Row, StoreTx } from '../shared/store'

type OwnRule = {
  /** The rows of a list the actor may see. */
  within: (work: OwnWork, now: number, tzOffsetMinutes: number) => Promise<Condition>
  /**
   * The rows a lookup by id (`?ids=`) may return: every row of theirs, whatever a list shows (a
   * past job named by one of their work orders or photos). The list's rows when not given.
   */
  byId?: (work: OwnWork) => Promise<Condition>
  /** Whether one row is theirs. */
  owns: (work: OwnWork, row: Row) => Promise<boolean>
  /** The fields a change of theirs may name (none: they may not change it). */
  writable?: readonly string[]
}

/** The jobs of the actor's crews, all dates: what every other own record of a Crew user hangs off. */
type OwnJobs = {
  crewIds: string[]
  jobIds: string[]
  clientIds: string[]
  jobs: { client_person_id: string; date: number }[]
}

/** What is the actor's own, each read once and only when a rule asks for it. */
type OwnWork = {
  jobs: () => Promise<OwnJobs>
  /** Whether the actor created record `id` of `collection` (its record stamp). */
  created: (collection: string, id: string) => Promise<boolean>
  /** The records of `collection` the actor created. */
  createdIds: (collection: string) => Promise<string[]>
}

const onOwnJob: OwnRule = {
  within: async (work) => withIn('job_id', (await work.jobs()).jobIds),
  owns: async (work, row) =>
    typeof row.job_id === 'string' && (await work.jobs()).jobIds.includes(row.job_id),
}

/** The records a user submitted: their own support tickets. */
const createdByThem = (collection: string): OwnRule => ({
  within: async (work) => withIn('id', await work.createdIds(collection)),
  owns: (work, row) => work.created(collection, row.id),
})

const OWN_RULES: Readonly<Record<string, OwnRule>> = {
  jobs: {
    within: async (work, now, tz) => crewJobListCondition((await work.jobs()).crewIds, now, tz),
    byId: async (work) => withIn('assigned_crew_id', (await work.jobs()).crewIds),
    owns: async (work, row) =>
      typeof row.assigned_crew_id === 'string' &&
      (await work.jobs()).crewIds.includes(row.assigned_crew_id),
  },
  'work-orders': { ...onOwnJob, writable: CREW_WORK_ORDER_FIELDS },
  media: onOwnJob,
  crews: {
    within: async (work) => withIn('id', (await work.jobs()).crewIds),
    owns: async (work, row) => (await work.jobs()).crewIds.includes(row.id),
  },
  persons: {
    // The list: the clients of their job list (today and the coming week); by id: any job's client.
    within: async (work, now, tz) =>
      withIn('id', crewListedClientIds((await work.jobs()).jobs, now, tz)),
    byId: async (work) => withIn('id', (await work.jobs()).clientIds),
    owns: async (work, row) => (await work.jobs()).clientIds.includes(row.id),
  },
  tickets: createdByThem('tickets'),
}

/** Whether a collection's list and get routes can narrow to a Crew user's own work. */
export const servesOwnReads = (collection: string): boolean => collection in OWN_RULES

/** Whether its patch route can (the rule names the fields they may change). */
export const servesOwnPatch = (collection: string): boolean =>
  OWN_RULES[collection]?.writable !== undefined

async function ownJobsOf(tx: StoreTx, actor: Actor | null): Promise<OwnJobs> {
  if (!actor?.employeeId) return { crewIds: [], jobIds: [], clientIds: [], jobs: [] }
  const crews = await tx.findAll('crews', {
    op: 'contains',
    field: 'members',
    value: actor.employeeId,
  })
  const crewIds = crews.map((c) => c.id)
  const rows = await tx.findAll('jobs', withIn('assigned_crew_id', crewIds))
  const jobs = rows.map((j) => ({
    client_person_id: j.client_person_id as string,
    date: j.date as number,
  }))
  return {
    crewIds,
    jobIds: rows.map((j) => j.id),
    clientIds: [...new Set(jobs.map((j) => j.client_person_id))],
    jobs,
  }
}

function ownWorkOf(tx: StoreTx, actor: Actor | null): OwnWork {
  let jobs: Promise<OwnJobs> | undefined
  return {
    jobs: () => (jobs ??= ownJobsOf(tx, actor)),
    created: async (collection, id) =>
      actor !== null && (await tx.stamps?.of(collection, id))?.created_by === actor.userId,
    createdIds: async (collection) =>
      actor === null ? [] : ((await tx.stamps?.createdBy(collection, actor.userId)) ?? []),
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
  const rule = OWN_RULES[collection]
  if (!rule) throw new AppError('FORBIDDEN', "You don't have access to this")
  const work = ownWorkOf(tx, grant.actor)
  return isById && rule.byId ? rule.byId(work) : rule.within(work, now, tzOffsetMinutes)
}

/** Whether `grant` reaches `row` of `collection`: any row for `all`, a row of their own for `own`. */
export async function reachesRow(
  tx: StoreTx,
  collection: string,
  grant: Grant | undefined,
  row: Row,
): Promise<boolean> {
  if (!isOwn(grant)) return true
  const rule = OWN_RULES[collection]
  return rule !== undefined && rule.owns(ownWorkOf(tx, grant.actor), row)
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
  const rule = OWN_RULES[collection]
  if (!rule || !(await rule.owns(ownWorkOf(tx, grant.actor), row))) {
    throw new AppError('NOT_FOUND', notFoundMessage)
  }
  if (patch === undefined) return
  const fields = typeof patch === 'object' && patch !== null ? Object.keys(patch) : []
  const refused = fields.filter((f) => !rule.writable?.includes(f))
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
