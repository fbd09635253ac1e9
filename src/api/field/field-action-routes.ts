// A job's actions in the field (issue #32 section 2, decision 051): POST /api/jobs/:id/on-my-way,
// /start, /pause {reason}, /resume, /finish {note?, photos?, finish_anyway?}, and GET
// /api/jobs/:id/field-state for the job page and Today. The field roles act (a Crew user: on their
// crews' jobs only, any other answers 404); whoever reads the job reads its timer. Each command takes
// an Idempotency-Key (issue #33, decision 053): the phone's outbox replays it, applied once.
import { z } from 'zod'
import { actedAtBodySchema } from '../../domain/field/acted-at'
import {
  fieldStateSchema,
  finishBodySchema,
  pauseBodySchema,
  startBodySchema,
} from '../../domain/field/job-activity'
import { parseOrThrow } from '../../domain/shared/app-error'
import { assertOwn } from '../access/own-work'
import { getOrThrow, resourceOrThrow } from '../records/records'
import { idParam, type ApiRoute, type RouteInput } from '../shared/route-types'
import type { ApiDeps } from '../shared/deps'
import { replayableRequest, runIdempotent } from '../shared/idempotency'
import { jobFieldState, runFieldAction, type FieldActionInput } from './job-field-action'
import { visibleFieldState } from './visible-field-state'

const noticeSchema = z
  .enum(['queued', 'not_sent', 'off', 'opted_out', 'no_address'])
  .nullable()
  .describe("On my way's e-mail to the client (null: not On my way)")

export const fieldActionAnswerSchema = z.object({
  job: resourceOrThrow('jobs').schema,
  state: fieldStateSchema,
  email: noticeSchema,
  text: z
    .enum(['queued', 'off', 'opted_out', 'no_phone'])
    .nullable()
    .describe("On my way's text to the client, queued in the outbox (null: not On my way)"),
})
export type FieldActionAnswer = z.infer<typeof fieldActionAnswerSchema>

function action(
  path: string,
  summary: string,
  bodySchema: z.ZodType | undefined,
  parse: (input: RouteInput) => FieldActionInput,
): ApiRoute {
  return {
    method: 'POST',
    path: `/api/jobs/:id/${path}`,
    summary,
    tag: 'jobs',
    access: 'job-actions:write',
    servesOwn: true,
    ...(bodySchema ? { bodySchema } : {}),
    responseSchema: fieldActionAnswerSchema,
    successStatus: 200,
    handle: async (input, deps: ApiDeps) => {
      const id = idParam(input, 'Job')
      const parsed = parse(input)
      const request = replayableRequest(input, `POST /api/jobs/${id}/${path}`)
      return runIdempotent(deps, input, request, async (tx) => {
        const result = await runFieldAction(tx, deps, id, input.grant, parsed)
        const body: FieldActionAnswer = {
          job: result.job as FieldActionAnswer['job'],
          state: visibleFieldState(result.state, input.grant),
          email: result.email,
          text: result.text,
        }
        return { status: 200, body }
      })
    },
  }
}

/** A command without fields of its own takes no body, an empty JSON object, or `{ acted_at }`. */
const actedAtOnly = (input: RouteInput) =>
  parseOrThrow(actedAtBodySchema, input.body ?? {}, 'Invalid action').acted_at

export function fieldActionRoutes(): ApiRoute[] {
  return [
    action(
      'on-my-way',
      'Tell the client the crew is on the way (e-mail when turned on in Settings > Notifications; a text when SMS is set up)',
      actedAtBodySchema,
      (input) => ({ kind: 'on-my-way', actedAt: actedAtOnly(input) }),
    ),
    action(
      'start',
      'Start a scheduled job: In-Progress, its timer runs (optionally stamped with where)',
      startBodySchema,
      (input) => {
        const body = parseOrThrow(startBodySchema, input.body ?? {}, 'Invalid start')
        return { kind: 'start', body, actedAt: body.acted_at }
      },
    ),
    action(
      'pause',
      'Pause the running timer of a job, with a reason (the job stays In-Progress)',
      pauseBodySchema,
      (input) => {
        const body = parseOrThrow(pauseBodySchema, input.body, 'Invalid pause')
        return { kind: 'pause', reason: body.reason, actedAt: body.acted_at }
      },
    ),
    action('resume', 'Run the paused timer of a job again', actedAtBodySchema, (input) => ({
      kind: 'resume',
      actedAt: actedAtOnly(input),
    })),
    action(
      'finish',
      'Finish a started job: Done (409 OPEN_CHECKLIST while checklist items are open, unless finish_anyway; optionally stamped with where)',
      finishBodySchema,
      (input) => {
        const body = parseOrThrow(finishBodySchema, input.body ?? {}, 'Invalid finish')
        return { kind: 'finish', body, actedAt: body.acted_at }
      },
    ),
    {
      method: 'GET',
      path: '/api/jobs/:id/field-state',
      summary: "A job's timer (idle, running, paused, done), since when, and its field actions",
      tag: 'jobs',
      access: 'jobs:read',
      servesOwn: true,
      responseSchema: fieldStateSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, 'Job')
        const body = await deps.store.transaction(async (tx) => {
          const job = await getOrThrow(tx, 'jobs', id)
          await assertOwn(tx, 'jobs', input.grant, job, 'Job not found')
          return visibleFieldState(await jobFieldState(tx, job), input.grant)
        })
        return { status: 200, body }
      },
    },
  ]
}
