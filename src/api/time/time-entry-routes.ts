// Time entries (issue #32 section 3): GET /api/time-entries?employee_id=&from=&to= for whoever reads
// time (a Crew user: their own reach; location stamps for time:manage only), and the Owner's and
// Office's corrections POST, PATCH, DELETE /api/time-entries/:id, each audited with what it was.
import { z } from 'zod'
import { parseOrThrow } from '../../domain/shared/app-error'
import { and } from '../../domain/shared/condition'
import { idSchema } from '../../domain/shared/fields'
import {
  createTimeEntrySchema,
  patchTimeEntrySchema,
  timeEntrySchema,
} from '../../domain/time/time-api'
import { audited } from '../access/audited'
import type { Grant } from '../access/authorize'
import { idParam, type ApiRoute, type RouteInput } from '../shared/route-types'
import type { ApiDeps } from '../shared/deps'
import type { StoreTx } from '../shared/store'
import { timeOf } from './time-context'
import { reachableEmployees, reachOf } from './time-reach'
import { visibleEntry } from './visible-entry'
import {
  addTimeEntry,
  changeTimeEntry,
  deleteTimeEntry,
  type EntryWrite,
} from './time-entry-writes'

const DAY = 86_400_000
export const SPAN_TOO_LONG = 'from and to may be at most 93 days apart'

const instant = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a time in epoch milliseconds` })
    .int()
    .min(0)

export const timeEntriesQuerySchema = z
  .object({ employee_id: idSchema.optional(), from: instant('from'), to: instant('to') })
  .strict()
  .refine((q) => q.to > q.from && q.to - q.from <= 93 * DAY, {
    message: SPAN_TOO_LONG,
    path: ['to'],
  })

const listAnswerSchema = z.object({ items: z.array(timeEntrySchema) })

async function employeesListed(tx: StoreTx, grant: Grant | undefined, employeeId?: string) {
  if (employeeId) return [employeeId]
  const reach = await reachOf(tx, grant)
  return reach ? [...reach] : (await tx.findAll('employees', and())).map((e) => e.id)
}

function correction(
  method: 'POST' | 'PATCH' | 'DELETE',
  summary: string,
  write: (tx: StoreTx, deps: ApiDeps, input: RouteInput) => Promise<EntryWrite>,
): ApiRoute {
  const isNew = method === 'POST'
  return {
    method,
    path: isNew ? '/api/time-entries' : '/api/time-entries/:id',
    summary,
    tag: 'time',
    access: 'time:manage',
    ...(method === 'POST' ? { bodySchema: createTimeEntrySchema } : {}),
    ...(method === 'PATCH' ? { bodySchema: patchTimeEntrySchema } : {}),
    ...(method === 'DELETE' ? {} : { responseSchema: timeEntrySchema }),
    successStatus: isNew ? 201 : method === 'PATCH' ? 200 : 204,
    audit: (_input, result) => ({ kind: 'time-entry', summary: result.subject ?? '' }),
    handle: (input, deps) =>
      deps.store.transaction(async (tx) => {
        const done = await write(tx, deps, input)
        return audited(tx, input, {
          status: isNew ? 201 : done.entry ? 200 : 204,
          body: done.entry ?? undefined,
          subject: done.summary,
        })
      }),
  }
}

const userOf = (input: RouteInput) => input.grant?.actor?.userId ?? null

export function timeEntryRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/time-entries',
      summary:
        'Time entries that share time with [from, to) (epoch ms), of one employee or of every one the caller reaches; location stamps for time:manage only',
      tag: 'time',
      access: 'time:read',
      servesOwn: true,
      querySchema: timeEntriesQuerySchema,
      responseSchema: listAnswerSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const query = parseOrThrow(timeEntriesQuerySchema, input.query, 'Invalid query')
        const body = await deps.store.transaction(async (tx) => {
          const time = timeOf(tx)
          if (query.employee_id) await reachableEmployees(tx, input.grant, [query.employee_id])
          const ids = await employeesListed(tx, input.grant, query.employee_id)
          const items = await time.entriesOf(ids, query.from, query.to)
          return { items: items.map((e) => visibleEntry(input.grant, e)) }
        })
        return { status: 200, body }
      },
    },
    correction('POST', 'Add a time entry (a correction; audited)', (tx, deps, input) =>
      addTimeEntry(
        tx,
        deps,
        userOf(input),
        parseOrThrow(createTimeEntrySchema, input.body, 'Invalid time entry'),
      ),
    ),
    correction(
      'PATCH',
      'Change a time entry (version checked; audited with the values before)',
      (tx, deps, input) =>
        changeTimeEntry(
          tx,
          deps,
          userOf(input),
          idParam(input, 'Time entry'),
          parseOrThrow(patchTimeEntrySchema, input.body, 'Invalid time entry'),
        ),
    ),
    correction('DELETE', 'Delete a time entry (audited with what it was)', (tx, deps, input) =>
      deleteTimeEntry(tx, deps, idParam(input, 'Time entry')),
    ),
  ]
}
