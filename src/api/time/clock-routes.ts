// The day clock (issue #32 section 3, decision 052): GET /api/time/clock for the clock card, and
// POST /api/time/clock-in | clock-out | break-start | break-end for the caller or, with
// employee_ids, several people at once (a lead clocking in the crew). A Crew user reaches themself
// and the members of the crews they lead; anyone else answers 404 with nothing changed. Each action
// takes an Idempotency-Key (issue #33, decision 053): the phone's outbox replays it, applied once.
import { parseOrThrow } from '../../domain/shared/app-error'
import type { ClockAction } from '../../domain/time/clock-transition'
import { clockBodySchema } from '../../domain/time/time-api'
import { replayableRequest, runIdempotent } from '../shared/idempotency'
import type { ApiRoute } from '../shared/route-types'
import {
  clockActionAnswerSchema,
  clockAnswer,
  clockAnswerSchema,
  clockQuerySchema,
} from './clock-answer'
import { runClockAction } from './run-clock-action'

function clockAction(action: ClockAction, summary: string): ApiRoute {
  return {
    method: 'POST',
    path: `/api/time/${action}`,
    summary,
    tag: 'time',
    access: 'time:write',
    servesOwn: true,
    bodySchema: clockBodySchema,
    responseSchema: clockActionAnswerSchema,
    successStatus: 200,
    handle: async (input, deps) => {
      const body = parseOrThrow(clockBodySchema, input.body ?? {}, 'Invalid clock action')
      const request = replayableRequest(input, `POST /api/time/${action}`)
      return runIdempotent(deps, input, request, async (tx) => ({
        status: 200,
        body: await runClockAction(tx, deps, input.grant, action, body),
      }))
    },
  }
}

export function clockRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/time/clock',
      summary:
        "The clock card: the caller's clock and the members of the crew they lead (crew_id: that crew's), each in, out or on a break and today's hours",
      tag: 'time',
      access: 'time:read',
      servesOwn: true,
      querySchema: clockQuerySchema,
      responseSchema: clockAnswerSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const query = parseOrThrow(clockQuerySchema, input.query, 'Invalid clock query')
        const body = await deps.store.transaction((tx) =>
          clockAnswer(tx, input.grant, query.crew_id, deps.clock()),
        )
        return { status: 200, body }
      },
    },
    clockAction('clock-in', 'Clock in (the caller, or employee_ids: a lead clocks in the crew)'),
    clockAction('clock-out', 'Clock out: closes the open work entry or break'),
    clockAction('break-start', 'Start a break: closes the work entry and opens a break'),
    clockAction('break-end', 'End a break: closes the break and opens work again'),
  ]
}
