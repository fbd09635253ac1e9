// Estimate command routes: Mark Accepted / Declined and Convert to Job, each one transaction.
import { estimateActions } from '../../domain/sales/estimate-status'
import { convertEstimateCommand, estimateActionCommand } from './estimate-commands'
import { resourceOrThrow } from '../records/records'
import { ctxOf, idParam, type ApiRoute } from '../shared/route-types'

export function estimateRoutes(): ApiRoute[] {
  const estimates = resourceOrThrow('estimates')
  const jobs = resourceOrThrow('jobs')
  const routes: ApiRoute[] = [
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
  ]
  // Send to Client is its own route (mail/send-routes.ts): it e-mails the estimate as it marks it Sent.
  for (const action of estimateActions.filter((a) => a !== 'send')) {
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
        const estimate = await deps.store.transaction((tx) =>
          estimateActionCommand(tx, id, action, ctxOf(deps)),
        )
        return { status: 200, body: estimate }
      },
    })
  }
  return routes
}
