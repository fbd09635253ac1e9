// Recurring jobs' routes (issue #34 section 2, decision 057): POST /api/jobs with `repeat`, making an
// existing job repeat, the commands on a visit (this and following, push back, skip) and on a
// series (end), and the pass that keeps visits made a year ahead. All need jobs:write.
import { z } from 'zod'
import { AppError, parseOrThrow } from '../../domain/shared/app-error'
import { versionSchema } from '../../domain/shared/fields'
import { createJobInput, patchJobInput } from '../../domain/projects/job'
import { createJobSeriesInput, repeatInput } from '../../domain/projects/job-series'
import { createRecord, getOrThrow, resourceOrThrow } from '../records/records'
import { audited } from '../access/audited'
import { visibleRecord } from '../access/visible-fields'
import type { ApiDeps } from '../shared/deps'
import type { RowOf } from '../shared/store'
import { idParam, writeCtxOf, writeTzSchema, type ApiRoute } from '../shared/route-types'
import {
  editFollowing,
  endSeries,
  extendSeries,
  pushBack,
  seriesDue,
  skipVisit,
  startSeries,
} from './series-commands'

/** POST /api/jobs: a job, or with `repeat` (an RRULE) the first visit of a new series. */
export const createJobRequest = createJobInput.extend(repeatInput.partial().shape).strict()

const followingBody = patchJobInput
  .pick({
    title: true,
    client_person_id: true,
    address: true,
    date: true,
    duration_minutes: true,
    notes: true,
    crew_instructions: true,
    version: true,
  })
  .strict()

export const MAX_PUSH_BACK_DAYS = 365
const pushBackBody = z
  .object({
    days: z
      .number({ message: 'days must be a number' })
      .int('days must be a whole number')
      .min(1, 'days must be at least 1')
      .max(MAX_PUSH_BACK_DAYS, `days must be at most ${MAX_PUSH_BACK_DAYS}`),
    following: z.boolean({ message: 'following must be true or false' }).default(false),
    version: versionSchema.optional(),
  })
  .strict()

const skipBody = z.object({ version: versionSchema.optional() }).strict()

export const SERIES_PATCH_MESSAGE =
  'A series changes through its visits: POST /api/jobs/{id}/edit-following, push-back or skip, or POST /api/job-series/{id}/end'

export function seriesRoutes(): ApiRoute[] {
  const jobs = resourceOrThrow('jobs')
  const series = resourceOrThrow('job-series')
  const seriesAnswer = z.object({ job: jobs.schema, series: series.schema })
  return [
    {
      method: 'POST',
      path: '/api/jobs',
      replaces: 'POST /api/jobs',
      summary:
        'Create a job; with `repeat` (an RRULE such as FREQ=WEEKLY;BYDAY=MO;COUNT=10) the first visit of a series, its visits made a year ahead',
      tag: 'jobs',
      access: 'jobs:write',
      querySchema: writeTzSchema,
      bodySchema: createJobRequest,
      responseSchema: jobs.schema,
      successStatus: 201,
      handle: async (input, deps) => {
        const ctx = writeCtxOf(deps, input)
        const { repeat, repeat_kind, ...job } = parseOrThrow(createJobRequest, input.body)
        const row = await deps.store.transaction(async (tx) => {
          const created = await createRecord(tx, 'jobs', job, ctx)
          const saved = repeat
            ? (
                await startSeries(
                  tx,
                  created as RowOf<'jobs'>,
                  { rule: repeat, kind: repeat_kind ?? 'rule' },
                  ctx,
                )
              ).job
            : created
          await audited(tx, input, { status: 201, body: saved })
          return saved
        })
        return { status: 201, body: visibleRecord('jobs', input.grant, row) }
      },
    },
    {
      method: 'POST',
      path: '/api/job-series',
      replaces: 'POST /api/job-series',
      summary: 'Make an existing job repeat: it becomes the first visit of a new series',
      tag: 'job-series',
      access: 'jobs:write',
      bodySchema: createJobSeriesInput,
      responseSchema: series.schema,
      successStatus: 201,
      handle: async (input, deps) => {
        const ctx = writeCtxOf(deps, input)
        const body = parseOrThrow(createJobSeriesInput, input.body)
        const made = await deps.store.transaction(async (tx) => {
          const job = await getOrThrow(tx, 'jobs', body.job_id, { forUpdate: true })
          const result = await startSeries(
            tx,
            job,
            { rule: body.repeat, kind: body.repeat_kind },
            ctx,
          )
          await audited(tx, input, { status: 201, body: result.series })
          return result.series
        })
        return { status: 201, body: made }
      },
    },
    {
      method: 'PATCH',
      path: '/api/job-series/:id',
      replaces: 'PATCH /api/job-series/:id',
      summary:
        'Refused: a series changes through its visits (edit-following, push-back, skip, end)',
      tag: 'job-series',
      access: 'jobs:write',
      successStatus: 200,
      handle: async () => {
        throw new AppError('VALIDATION', SERIES_PATCH_MESSAGE)
      },
    },
    {
      method: 'DELETE',
      path: '/api/job-series/:id',
      replaces: 'DELETE /api/job-series/:id',
      summary: 'End a series (as POST /api/job-series/{id}/end)',
      tag: 'job-series',
      access: 'jobs:write',
      successStatus: 204,
      handle: async (input, deps) => {
        const id = idParam(input, series.label)
        const ctx = writeCtxOf(deps, input)
        return deps.store.transaction(async (tx) => {
          await endSeries(tx, id, ctx)
          return audited(tx, input, { status: 204, body: null })
        })
      },
    },
    {
      method: 'POST',
      path: '/api/job-series/:id/end',
      summary:
        'End a series: its future visits not started are removed, started and done ones kept',
      tag: 'job-series',
      access: 'jobs:write',
      responseSchema: z.object({ series: series.schema, removed: z.number().int() }),
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, series.label)
        const ctx = writeCtxOf(deps, input)
        return deps.store.transaction(async (tx) => {
          const result = await endSeries(tx, id, ctx)
          return audited(tx, input, { status: 200, body: result })
        })
      },
    },
    {
      method: 'POST',
      path: '/api/jobs/:id/edit-following',
      summary:
        'Change this visit and the following ones of its series (send the visit’s `version`); a new date moves each by as many days, at the new time',
      tag: 'jobs',
      access: 'jobs:write',
      querySchema: writeTzSchema,
      bodySchema: followingBody,
      responseSchema: seriesAnswer,
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, jobs.label)
        const ctx = writeCtxOf(deps, input)
        const body = parseOrThrow(followingBody, input.body)
        return deps.store.transaction(async (tx) => {
          const result = await editFollowing(tx, id, body, ctx)
          const answer = {
            job: visibleRecord('jobs', input.grant, result.job),
            series: result.series,
          }
          return audited(tx, input, { status: 200, body: answer })
        })
      },
    },
    {
      method: 'POST',
      path: '/api/jobs/:id/push-back',
      summary:
        'Push a visit back N days (same local time), alone or with the following ones (`following: true`)',
      tag: 'jobs',
      access: 'jobs:write',
      bodySchema: pushBackBody,
      responseSchema: seriesAnswer,
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, jobs.label)
        const ctx = writeCtxOf(deps, input)
        const body = parseOrThrow(pushBackBody, input.body)
        return deps.store.transaction(async (tx) => {
          const result = await pushBack(tx, id, body, ctx)
          const answer = {
            job: visibleRecord('jobs', input.grant, result.job),
            series: result.series,
          }
          return audited(tx, input, { status: 200, body: answer })
        })
      },
    },
    {
      method: 'POST',
      path: '/api/jobs/:id/skip',
      summary: 'Skip a scheduled visit: it is removed and never made again',
      tag: 'jobs',
      access: 'jobs:write',
      bodySchema: skipBody,
      responseSchema: z.object({ series: series.schema }),
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, jobs.label)
        const body = parseOrThrow(skipBody, input.body ?? {})
        return deps.store.transaction(async (tx) => {
          const saved = await skipVisit(tx, id, body.version)
          return audited(tx, input, { status: 200, body: { series: saved } })
        })
      },
    },
    {
      method: 'POST',
      path: '/api/job-series/extend',
      summary:
        'Make the visits of every open series up to a year ahead (the server runs it daily; the demo when the app opens)',
      tag: 'job-series',
      access: 'jobs:write',
      responseSchema: z.object({ extended: z.number().int() }),
      successStatus: 200,
      handle: async (_input, deps) => ({
        status: 200,
        body: { extended: await extendAllSeries(deps) },
      }),
    },
  ]
}

/** Each due series in a transaction of its own: one that fails leaves the others made. */
export async function extendAllSeries(
  deps: Pick<ApiDeps, 'store' | 'clock' | 'newId'>,
): Promise<number> {
  const now = deps.clock()
  const ids = await deps.store.read((tx) => seriesDue(tx, now))
  let extended = 0
  for (const id of ids) {
    extended += await deps.store.transaction((tx) =>
      extendSeries(tx, id, { now, newId: deps.newId }),
    )
  }
  return extended
}
