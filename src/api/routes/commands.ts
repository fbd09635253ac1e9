// Domain command routes: status changes and multi-row changes, each one transaction.
import { z } from 'zod'
import { estimateActions } from '../../domain/sales/estimate-status'
import { parseOrThrow } from '../../domain/shared/app-error'
import { idSchema } from '../../domain/shared/fields'
import { markPaidEvent } from '../audit-events'
import {
  assignCrewCommand,
  convertEstimateCommand,
  estimateActionCommand,
  markPaidCommand,
} from '../commands'
import { runIdempotent } from '../idempotency'
import { resourceOrThrow } from '../records'
import { audited } from '../audited'
import { ctxOf, idParam, type ApiRoute } from '../route-types'

const assignCrewBody = z.object({ crew_id: idSchema }).strict()

export function commandRoutes(): ApiRoute[] {
  const invoices = resourceOrThrow('invoices')
  const estimates = resourceOrThrow('estimates')
  const jobs = resourceOrThrow('jobs')
  const routes: ApiRoute[] = [
    {
      method: 'POST',
      path: '/api/invoices/:id/mark-paid',
      summary:
        'Mark an invoice paid and record a Card payment of the balance, in one transaction (send an Idempotency-Key header to make a retry safe)',
      tag: 'invoices',
      access: 'billing:write',
      audit: markPaidEvent,
      responseSchema: z.object({
        invoice: invoices.schema,
        payment: resourceOrThrow('payments').schema,
      }),
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, invoices.label)
        const ctx = ctxOf(deps)
        return runIdempotent(deps, input, `POST /api/invoices/${id}/mark-paid`, async (tx) =>
          audited(tx, input, { status: 200, body: await markPaidCommand(tx, id, ctx) }),
        )
      },
    },
    {
      method: 'POST',
      path: '/api/estimates/:id/convert',
      summary:
        "Convert an accepted estimate to a job at the client's street address (or 'TBD'), with the estimate's notes",
      tag: 'estimates',
      access: 'sales:write',
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
      access: 'crews:write',
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
      access: 'sales:write',
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
