// Projects routes beyond the generic CRUD: a job's crew (assign, reassign, unassign) and the
// calendar's date-range query, and the crew's day (Today).
import { z } from 'zod'
import { calendarCondition, calendarQuerySchema, sortByDate } from '../../domain/projects/calendar'
import { parseOrThrow } from '../../domain/shared/app-error'
import { and } from '../../domain/shared/condition'
import { idSchema } from '../../domain/shared/fields'
import { assignCrewCommand, reassignCrewCommand, unassignCrewCommand } from './crew-commands'
import { ownJobsCondition } from '../access/own-work'
import { todayRoute } from './today-route'
import { resourceOrThrow } from '../records/records'
import { idParam, type ApiRoute } from '../shared/route-types'
import type { StoreTx } from '../shared/store'
import { visibleRows } from '../access/visible-fields'

const crewBody = z.object({ crew_id: idSchema }).strict()

/** POST /api/jobs/:id/{action} with a crew_id: one crew change in one transaction. */
function crewChange(
  action: string,
  summary: string,
  command: (tx: StoreTx, jobId: string, crewId: string) => Promise<unknown>,
): ApiRoute {
  const jobs = resourceOrThrow('jobs')
  return {
    method: 'POST',
    path: `/api/jobs/:id/${action}`,
    summary,
    tag: 'jobs',
    access: 'crews:write',
    bodySchema: crewBody,
    responseSchema: jobs.schema,
    successStatus: 200,
    handle: async (input, deps) => {
      const id = idParam(input, jobs.label)
      const { crew_id } = parseOrThrow(crewBody, input.body)
      const job = await deps.store.transaction((tx) => command(tx, id, crew_id))
      return { status: 200, body: job }
    },
  }
}

export function projectRoutes(): ApiRoute[] {
  const jobs = resourceOrThrow('jobs')
  return [
    crewChange('assign-crew', 'Assign a crew to a job that has none', assignCrewCommand),
    crewChange('reassign-crew', 'Move a job from its crew to another crew', reassignCrewCommand),
    {
      method: 'POST',
      path: '/api/jobs/:id/unassign-crew',
      summary: 'Take the crew off a job',
      tag: 'jobs',
      access: 'crews:write',
      responseSchema: jobs.schema,
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, jobs.label)
        const job = await deps.store.transaction((tx) => unassignCrewCommand(tx, id))
        return { status: 200, body: job }
      },
    },
    {
      method: 'GET',
      path: '/api/calendar',
      summary: 'Jobs dated in [from, to) (at most 42 days), optionally of one crew, earliest first',
      tag: 'jobs',
      access: 'jobs:read',
      servesOwn: true,
      querySchema: calendarQuerySchema,
      responseSchema: z.object({ items: z.array(jobs.schema) }),
      successStatus: 200,
      handle: async (input, deps) => {
        const query = parseOrThrow(calendarQuerySchema, input.query, 'Invalid calendar query')
        const rows = await deps.store.transaction(async (tx) => {
          const own = await ownJobsCondition(tx, input.grant)
          const dated = calendarCondition(query)
          return tx.findAll('jobs', own ? and(dated, own) : dated)
        })
        return { status: 200, body: { items: visibleRows('jobs', input.grant, sortByDate(rows)) } }
      },
    },
    todayRoute(),
  ]
}
