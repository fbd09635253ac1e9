// The API route table: one definition per route, served by Fastify on the server and by the
// in-browser handler in the demo build. Handlers parse their own input so both hosts answer alike.
import { z } from 'zod'
import { createPaymentInput } from '../billing/payment'
import { estimateActions } from '../sales/estimate-status'
import { AppError, parseOrThrow } from '../shared/app-error'
import type { RuleContext } from '../shared/context'
import { idSchema } from '../shared/fields'
import { listQuerySchema } from '../shared/list-query'
import { resources } from '../resources'
import { activityEntrySchema } from '../tools/activity'
import { planSchema } from '../tools/plan'
import {
  assignCrewCommand,
  convertEstimateCommand,
  estimateActionCommand,
  markPaidCommand,
  recordPaymentCommand,
} from './commands'
import type { ApiDeps } from './deps'
import {
  createRecord,
  deleteRecord,
  getOrThrow,
  listRecords,
  patchRecord,
  resourceOrThrow,
} from './records'

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE'

export type RouteInput = {
  params: Record<string, string>
  query: Record<string, unknown>
  body: unknown
  headers: Record<string, string | undefined>
}

export type RouteResult = { status: number; body: unknown }

export type ApiRoute = {
  method: HttpMethod
  /** Path pattern with `:name` parameters, e.g. /api/persons/:id */
  path: string
  summary: string
  tag: string
  /** Documentation schemas (OpenAPI); handlers validate with the same schemas. */
  querySchema?: z.ZodType
  bodySchema?: z.ZodType
  responseSchema?: z.ZodType
  successStatus: number
  handle: (input: RouteInput, deps: ApiDeps) => Promise<RouteResult>
}

const ctxOf = (deps: ApiDeps): RuleContext => ({ now: deps.clock(), newId: deps.newId })

/** A malformed id cannot name a record: answer as for a missing one. */
function idParam(input: RouteInput, label: string): string {
  const id = input.params.id ?? ''
  if (!idSchema.safeParse(id).success) throw new AppError('NOT_FOUND', `${label} not found`)
  return id
}

const pageSchema = (item: z.ZodType) =>
  z.object({ items: z.array(item), total: z.number().int(), next_cursor: z.string().nullable() })

function collectionRoutes(): ApiRoute[] {
  const routes: ApiRoute[] = []
  for (const def of resources) {
    const base = `/api/${def.name}`
    const querySchema = listQuerySchema(def.list)
    const tag = def.name
    routes.push(
      {
        method: 'GET',
        path: base,
        summary: `List ${def.name}`,
        tag,
        querySchema,
        responseSchema: pageSchema(def.schema),
        successStatus: 200,
        handle: async (input, deps) => {
          const query = parseOrThrow(querySchema, input.query, 'Invalid list query')
          const now = deps.clock()
          const page = await deps.store.transaction((tx) => listRecords(tx, def.name, query, now))
          return { status: 200, body: page }
        },
      },
      {
        method: 'GET',
        path: `${base}/:id`,
        summary: `Get one ${def.label.toLowerCase()}`,
        tag,
        responseSchema: def.schema,
        successStatus: 200,
        handle: async (input, deps) => {
          const id = idParam(input, def.label)
          const row = await deps.store.transaction((tx) => getOrThrow(tx, def.name, id))
          return { status: 200, body: row }
        },
      },
      {
        method: 'POST',
        path: base,
        summary: `Create a ${def.label.toLowerCase()}`,
        tag,
        bodySchema: def.createInput,
        responseSchema: def.schema,
        successStatus: 201,
        handle: async (input, deps) => {
          const ctx = ctxOf(deps)
          const row =
            def.name === 'payments'
              ? await deps.store.transaction((tx) => recordPaymentCommand(tx, input.body, ctx))
              : await deps.store.transaction((tx) => createRecord(tx, def.name, input.body, ctx))
          return { status: 201, body: row }
        },
      },
      {
        method: 'PATCH',
        path: `${base}/:id`,
        summary: `Change a ${def.label.toLowerCase()} (send \`version\` to refuse a stale edit)`,
        tag,
        bodySchema: def.patchInput,
        responseSchema: def.schema,
        successStatus: 200,
        handle: async (input, deps) => {
          const id = idParam(input, def.label)
          const ctx = ctxOf(deps)
          const row = await deps.store.transaction((tx) =>
            patchRecord(tx, def.name, id, input.body, ctx),
          )
          return { status: 200, body: row }
        },
      },
      {
        method: 'DELETE',
        path: `${base}/:id`,
        summary: `Delete a ${def.label.toLowerCase()}`,
        tag,
        successStatus: 204,
        handle: async (input, deps) => {
          const id = idParam(input, def.label)
          await deps.store.transaction((tx) => deleteRecord(tx, def.name, id))
          return { status: 204, body: null }
        },
      },
    )
  }
  return routes
}

const assignCrewBody = z.object({ crew_id: idSchema }).strict()

function commandRoutes(): ApiRoute[] {
  const invoices = resourceOrThrow('invoices')
  const estimates = resourceOrThrow('estimates')
  const jobs = resourceOrThrow('jobs')
  const routes: ApiRoute[] = [
    {
      method: 'POST',
      path: '/api/invoices/:id/mark-paid',
      summary: 'Mark an invoice paid and record a Card payment of the balance, in one transaction',
      tag: 'invoices',
      responseSchema: z.object({
        invoice: invoices.schema,
        payment: resourceOrThrow('payments').schema,
      }),
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, invoices.label)
        const ctx = ctxOf(deps)
        const result = await deps.store.transaction((tx) => markPaidCommand(tx, id, ctx))
        return { status: 200, body: result }
      },
    },
    {
      method: 'POST',
      path: '/api/estimates/:id/convert',
      summary: 'Convert an accepted estimate to a job',
      tag: 'estimates',
      responseSchema: jobs.schema,
      successStatus: 201,
      handle: async (input, deps) => {
        const id = idParam(input, estimates.label)
        const ctx = ctxOf(deps)
        const job = await deps.store.transaction((tx) => convertEstimateCommand(tx, id, ctx))
        return { status: 201, body: job }
      },
    },
    {
      method: 'POST',
      path: '/api/jobs/:id/assign-crew',
      summary: 'Assign a crew to a job that has none',
      tag: 'jobs',
      bodySchema: assignCrewBody,
      responseSchema: jobs.schema,
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, jobs.label)
        const { crew_id } = parseOrThrow(assignCrewBody, input.body)
        const job = await deps.store.transaction((tx) => assignCrewCommand(tx, id, crew_id))
        return { status: 200, body: job }
      },
    },
  ]
  for (const action of estimateActions) {
    routes.push({
      method: 'POST',
      path: `/api/estimates/:id/${action}`,
      summary: `Estimate status: ${action}`,
      tag: 'estimates',
      responseSchema: estimates.schema,
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, estimates.label)
        const estimate = await deps.store.transaction((tx) => estimateActionCommand(tx, id, action))
        return { status: 200, body: estimate }
      },
    })
  }
  return routes
}

const healthSchema = z.object({ status: z.literal('ok'), store: z.string(), time: z.number() })

function systemRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/health',
      summary: 'Liveness and storage check',
      tag: 'system',
      responseSchema: healthSchema,
      successStatus: 200,
      handle: async (_input, deps) => {
        await deps.store.transaction((tx) => tx.getPlan())
        return { status: 200, body: { status: 'ok', store: deps.store.kind, time: deps.clock() } }
      },
    },
    {
      method: 'GET',
      path: '/api/plan',
      summary: 'The workspace plan',
      tag: 'system',
      responseSchema: planSchema,
      successStatus: 200,
      handle: async (_input, deps) => ({
        status: 200,
        body: await deps.store.transaction((tx) => tx.getPlan()),
      }),
    },
    {
      method: 'GET',
      path: '/api/activity',
      summary: 'Daily activity counts for the last 365 days',
      tag: 'system',
      responseSchema: z.array(activityEntrySchema),
      successStatus: 200,
      handle: async (_input, deps) => ({
        status: 200,
        body: await deps.store.transaction((tx) => tx.getActivity()),
      }),
    },
    {
      method: 'GET',
      path: '/api/export',
      summary: 'All data as one JSON document (the shape of Export Demo JSON)',
      tag: 'system',
      successStatus: 200,
      handle: async (_input, deps) => {
        const data = await deps.store.transaction((tx) => tx.exportAll())
        return { status: 200, body: { exported_at: new Date(deps.clock()).toISOString(), ...data } }
      },
    },
    {
      method: 'POST',
      path: '/api/demo/reset',
      summary: 'Replace all data with fresh sample data',
      tag: 'system',
      successStatus: 200,
      handle: async (_input, deps) => {
        const data = deps.seed(deps.clock())
        await deps.store.transaction((tx) => tx.replaceAll(data))
        return { status: 200, body: { ok: true } }
      },
    },
  ]
}

export const apiRoutes: readonly ApiRoute[] = [
  ...systemRoutes(),
  ...commandRoutes(),
  ...collectionRoutes(),
]

/** Re-exported for hosts that document the payment body. */
export { createPaymentInput }
