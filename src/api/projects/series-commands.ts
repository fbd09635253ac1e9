// Recurring jobs (issue #34 section 2, decision 057): making a series' visits, and the commands on a
// visit and its following ones. Every command locks the series row first, so two servers (or a
// retry after a crash) making the same visits queue; a visit's key (series_id, series_occurrence) is
// unique, and visits already made are never made again.
import { withTimeZone } from '../../domain/settings/branding'
import { hostTimeZone } from '../../domain/settings/read-branding'
import { AppError } from '../../domain/shared/app-error'
import { and, eq, gte, inList } from '../../domain/shared/condition'
import type { RuleContext } from '../../domain/shared/context'
import type { Job } from '../../domain/projects/job'
import {
  assertOpen,
  assertSchedulable,
  buildSeries,
  buildVisit,
  DAY_MS,
  horizonAt,
  NOT_IN_SERIES_MESSAGE,
  type SeriesTemplate,
} from '../../domain/projects/job-series'
import {
  addLocalDays,
  atLocalTimeOf,
  localDaysBetween,
} from '../../domain/projects/recurrence-time'
import {
  parseRule,
  shiftRuleDays,
  withCount,
  type RepeatKind,
} from '../../domain/projects/recurrence-rule'
import { STALE_EDIT_MESSAGE } from '../../domain/shared/resource'
import { deleteRecord, getOrThrow, insertRow, saveRow } from '../records/records'
import { workOrderTemplate } from './series-after-done'
import type { Row, RowOf, StoreTx } from '../shared/store'

type SeriesRow = RowOf<'job-series'>
type JobRow = RowOf<'jobs'>

export const AFTER_DONE_RULE_MESSAGE =
  'A repeat after the last visit was done is FREQ=DAILY or FREQ=WEEKLY with an INTERVAL, without BYDAY'
export const ALREADY_IN_SERIES_MESSAGE = 'This job is already part of a recurring series'

/**
 * The RRULE expansion (rrule-temporal) is loaded when a series is worked on: the demo's transport
 * carries the whole route table, and its first load stays without the library.
 */
const loadExpander = () => import('../../domain/projects/recurrence-expand')

/** The business's time zone: a series' rule is read in it. */
export async function businessZone(tx: StoreTx): Promise<string> {
  return withTimeZone(await tx.getBranding(), hostTimeZone()).time_zone
}

/** The rule checked as the business's zone reads it; an after-done repeat's own limits. */
function checkedRule(rule: string, kind: RepeatKind, zone: string): string {
  let parsed
  try {
    parsed = parseRule(rule, zone)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new AppError('VALIDATION', message, { repeat: message })
  }
  if (kind === 'after-done' && (parsed.freq === 'MONTHLY' || parsed.by_day.length > 0)) {
    throw new AppError('VALIDATION', AFTER_DONE_RULE_MESSAGE, { repeat: AFTER_DONE_RULE_MESSAGE })
  }
  return rule
}

/**
 * Turns a stored job into the first visit of a new series and makes the visits up to the horizon
 * (a rule) or none more until it is done (after-done). Returns the series and the first visit.
 */
export async function startSeries(
  tx: StoreTx,
  job: JobRow,
  repeat: { rule: string; kind: RepeatKind },
  ctx: RuleContext,
): Promise<{ series: SeriesRow; job: JobRow }> {
  if (job.series_id !== null) throw new AppError('INVALID_STATE', ALREADY_IN_SERIES_MESSAGE)
  const zone = await businessZone(tx)
  const rule = checkedRule(repeat.rule, repeat.kind, zone)
  const series: SeriesRow = {
    ...buildSeries(job, { rule, kind: repeat.kind }, zone, { now: ctx.now, id: ctx.newId() }),
    visits_made: repeat.kind === 'after-done' ? 1 : 0,
    version: 1,
  }
  // An after-done series keys its visits by their number: the first is 0.
  const occurrence = repeat.kind === 'after-done' ? 0 : job.date
  await insertRow(tx, 'job-series', series)
  const { version, ...rest } = job
  const first = (await saveRow(
    tx,
    'jobs',
    { ...rest, series_id: series.id, series_occurrence: occurrence },
    version,
  )) as JobRow
  const made = await makeVisits(tx, series, horizonAt(ctx.now), ctx)
  return { series: made, job: first }
}

/**
 * Makes the visits of a locked series whose occurrences fall before `until` (and before where the
 * rule stops counting), skipping those skipped and those made already; moves made_until on.
 * Inserts in bulk: a year of weekly visits is 53 rows, not 53 round trips.
 */
export async function makeVisits(
  tx: StoreTx,
  series: SeriesRow,
  until: number,
  ctx: RuleContext,
): Promise<SeriesRow> {
  if (series.kind !== 'rule' || series.ended_at !== null || until <= series.made_until) {
    return series
  }
  const end = series.ends_before === null ? until : Math.min(until, series.ends_before)
  const skipped = new Set(series.skipped)
  const expansion = { rule: series.rule, timeZone: series.time_zone, startsAt: series.starts_at }
  const { occurrencesBetween } = await loadExpander()
  const due = occurrencesBetween(expansion, series.made_until, end).filter((at) => !skipped.has(at))
  if (due.length > 0) {
    const made = await tx.findAll(
      'jobs',
      and(eq('series_id', series.id), inList('series_occurrence', due)),
    )
    const existing = new Set(made.map((job) => job.series_occurrence))
    const missing = due.filter((at) => !existing.has(at))
    const order = missing.length > 0 ? await workOrderTemplate(tx, series) : null
    const visits: Row[] = missing.map((at) => ({
      ...buildVisit(series, at, { now: ctx.now, id: ctx.newId() }),
      version: 1,
    }))
    if (visits.length > 0) await tx.insertMany('jobs', visits)
    if (order && visits.length > 0) {
      await tx.insertMany(
        'work-orders',
        visits.map((visit) => ({ id: ctx.newId(), job_id: visit.id, ...order, version: 1 })),
      )
    }
  }
  const { version, ...rest } = series
  return (await saveRow(tx, 'job-series', { ...rest, made_until: until }, version)) as SeriesRow
}

/** The visit and its series, both locked; the series must be open. */
async function visitAndSeries(
  tx: StoreTx,
  jobId: string,
): Promise<{ visit: JobRow; series: SeriesRow }> {
  const visit = await getOrThrow(tx, 'jobs', jobId, { forUpdate: true })
  if (visit.series_id === null || visit.series_occurrence === null) {
    throw new AppError('INVALID_STATE', NOT_IN_SERIES_MESSAGE)
  }
  const series = await getOrThrow(tx, 'job-series', visit.series_id, { forUpdate: true })
  assertOpen(series)
  return { visit, series }
}

function assertVersion(visit: JobRow, version: number | undefined): void {
  if (version !== undefined && version !== visit.version) {
    throw new AppError('CONFLICT', STALE_EDIT_MESSAGE)
  }
}

export type FollowingEdit = Partial<
  Pick<
    Job,
    | 'title'
    | 'client_person_id'
    | 'address'
    | 'date'
    | 'duration_minutes'
    | 'notes'
    | 'crew_instructions'
  >
> & { version?: number | undefined }

/**
 * "This and following": the series splits at the visit. The old series stops counting there; a new
 * one, with the edited template and its rule moved by the days the visit moved (its weekdays too),
 * takes over the visit and every later one (their ids, work orders, photos and time kept). Scheduled
 * ones take the edit (a new date moves each by the same days, at the new start time); started and
 * done ones keep theirs. Visits still missing up to the horizon are made.
 */
export async function editFollowing(
  tx: StoreTx,
  jobId: string,
  edit: FollowingEdit,
  ctx: RuleContext,
): Promise<{ series: SeriesRow; job: JobRow }> {
  const { visit, series } = await visitAndSeries(tx, jobId)
  assertVersion(visit, edit.version)
  if (series.kind !== 'rule') {
    // An after-done series has one visit ahead at most: following is this visit and the template.
    return editAfterDoneFollowing(tx, visit, series, edit, ctx)
  }
  const zone = series.time_zone
  const from = visit.series_occurrence as number
  const newStart = edit.date ?? visit.date
  const shift = localDaysBetween(visit.date, newStart, zone)
  const timeChanged = edit.date !== undefined && edit.date !== visit.date
  const move = (at: number) => atLocalTimeOf(addLocalDays(at, shift, zone), newStart, zone)
  const parsed = parseRule(series.rule, zone)
  const expansion = { rule: series.rule, timeZone: zone, startsAt: series.starts_at }
  const { occurrencesBefore } = await loadExpander()
  const remaining = parsed.count === null ? null : parsed.count - occurrencesBefore(expansion, from)
  const template: SeriesTemplate = {
    title: edit.title ?? series.title,
    client_person_id: edit.client_person_id ?? series.client_person_id,
    address: edit.address ?? series.address,
    duration_minutes: edit.duration_minutes ?? series.duration_minutes,
    notes: edit.notes ?? series.notes,
    crew_instructions: edit.crew_instructions ?? series.crew_instructions,
    assigned_crew_id: series.assigned_crew_id,
  }
  const next: SeriesRow = {
    ...series,
    ...template,
    id: ctx.newId(),
    rule: shiftRuleDays(withCount(series.rule, remaining), shift),
    starts_at: move(from),
    ends_before: series.ends_before === null ? null : move(series.ends_before),
    skipped: series.skipped.filter((at) => at >= from).map(move),
    made_until: move(from),
    created_at: ctx.now,
    version: 1,
  }
  const { version: oldVersion, ...oldRest } = series
  await saveRow(
    tx,
    'job-series',
    { ...oldRest, ends_before: from, skipped: series.skipped.filter((at) => at < from) },
    oldVersion,
  )
  await insertRow(tx, 'job-series', next)
  const following = await tx.findAll(
    'jobs',
    and(eq('series_id', series.id), gte('series_occurrence', from)),
  )
  let edited: JobRow = visit
  for (const job of following) {
    const { version, ...rest } = job
    const isScheduled = job.status === 'Scheduled'
    const changes = isScheduled
      ? {
          ...pick(edit),
          date: timeChanged || shift !== 0 ? move(job.date) : job.date,
        }
      : {}
    const saved = (await saveRow(
      tx,
      'jobs',
      {
        ...rest,
        ...changes,
        series_id: next.id,
        series_occurrence: move(job.series_occurrence as number),
      },
      version,
    )) as JobRow
    if (job.id === visit.id) edited = saved
  }
  const made = await makeVisits(tx, next, horizonAt(ctx.now), ctx)
  return { series: made, job: edited }
}

/** The template fields of an edit, without its date (each visit moves by its own). */
function pick(edit: FollowingEdit) {
  const { date: _date, version: _version, ...fields } = edit
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined))
}

async function editAfterDoneFollowing(
  tx: StoreTx,
  visit: JobRow,
  series: SeriesRow,
  edit: FollowingEdit,
  _ctx: RuleContext,
): Promise<{ series: SeriesRow; job: JobRow }> {
  assertSchedulable(visit)
  const { version, ...rest } = visit
  const job = (await saveRow(
    tx,
    'jobs',
    { ...rest, ...pick(edit), ...(edit.date ? { date: edit.date } : {}) },
    version,
  )) as JobRow
  const { version: sv, ...srest } = series
  const saved = (await saveRow(
    tx,
    'job-series',
    {
      ...srest,
      ...pick(edit),
      ...(edit.date
        ? { starts_at: atLocalTimeOf(series.starts_at, edit.date, series.time_zone) }
        : {}),
    },
    sv,
  )) as SeriesRow
  return { series: saved, job }
}

/**
 * Push a visit back `days` days (same local time), alone or with the following ones: alone, its
 * occurrence key stays (the series never makes it again); with the following ones, the series
 * splits there, as an edit of this and following with the new date.
 */
export async function pushBack(
  tx: StoreTx,
  jobId: string,
  { days, following, version }: { days: number; following: boolean; version?: number | undefined },
  ctx: RuleContext,
): Promise<{ job: JobRow; series: SeriesRow }> {
  const { visit, series } = await visitAndSeries(tx, jobId)
  assertVersion(visit, version)
  assertSchedulable(visit)
  const date = addLocalDays(visit.date, days, series.time_zone)
  if (following) return editFollowing(tx, jobId, { date }, ctx)
  const { version: v, ...rest } = visit
  const job = (await saveRow(tx, 'jobs', { ...rest, date }, v)) as JobRow
  return { job, series }
}

/** Skip a visit: it is removed and its occurrence kept as skipped, so it is never made again. */
export async function skipVisit(
  tx: StoreTx,
  jobId: string,
  version: number | undefined,
): Promise<SeriesRow> {
  const { visit, series } = await visitAndSeries(tx, jobId)
  assertVersion(visit, version)
  assertSchedulable(visit)
  const { version: sv, ...rest } = series
  const saved = (await saveRow(
    tx,
    'job-series',
    { ...rest, skipped: [...series.skipped, visit.series_occurrence as number] },
    sv,
  )) as SeriesRow
  await deleteRecord(tx, 'jobs', visit.id)
  return saved
}

/** End a series: its future visits not started are removed; started and done ones are kept. */
export async function endSeries(
  tx: StoreTx,
  seriesId: string,
  ctx: RuleContext,
): Promise<{ series: SeriesRow; removed: number }> {
  const series = await getOrThrow(tx, 'job-series', seriesId, { forUpdate: true })
  assertOpen(series)
  const future = await tx.findAll(
    'jobs',
    and(eq('series_id', series.id), eq('status', 'Scheduled'), gte('date', ctx.now)),
  )
  for (const job of future) await deleteRecord(tx, 'jobs', job.id)
  const { version, ...rest } = series
  const saved = (await saveRow(
    tx,
    'job-series',
    { ...rest, ended_at: ctx.now, ends_before: ctx.now },
    version,
  )) as SeriesRow
  return { series: saved, removed: future.length }
}

/** Open rule series whose visits are made less far ahead than a day short of the horizon. */
export async function seriesDue(tx: StoreTx, now: number): Promise<string[]> {
  const open = await tx.findAll('job-series', and(eq('ended_at', null), eq('kind', 'rule')))
  const want = horizonAt(now) - DAY_MS
  return open
    .filter((s) => s.made_until < want && (s.ends_before === null || s.made_until < s.ends_before))
    .map((s) => s.id)
}

/** The daily pass (server) and the demo's on opening: each due series' visits up to the horizon. */
export async function extendSeries(
  tx: StoreTx,
  seriesId: string,
  ctx: RuleContext,
): Promise<number> {
  const series = await tx.get('job-series', seriesId, { forUpdate: true })
  if (!series) return 0
  const before = series.made_until
  const after = await makeVisits(tx, series, horizonAt(ctx.now), ctx)
  return after.made_until === before ? 0 : 1
}
