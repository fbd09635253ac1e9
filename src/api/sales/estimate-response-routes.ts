// GET /api/estimates/:id/client-responses (issue #31 section 2): what the client answered in the hub,
// for the estimate page's "Client response" card: the approval (typed name, time, IP address,
// browser) while the estimate is Accepted, and every change request. The estimate's readers see
// it; the demo, which has no hub, answers none.
import { COLLECTION_PERMISSIONS } from '../../domain/access/permissions'
import { clientResponsesOf, clientResponsesSchema } from '../../domain/hub/estimate-response'
import { getOrThrow, resourceOrThrow } from '../records/records'
import { idParam, type ApiRoute } from '../shared/route-types'

export function estimateResponseRoutes(): ApiRoute[] {
  const estimates = resourceOrThrow('estimates')
  return [
    {
      method: 'GET',
      path: '/api/estimates/:id/client-responses',
      summary:
        "The client's approval (name, time, IP address, browser) and change requests from the client hub",
      tag: 'estimates',
      access: COLLECTION_PERMISSIONS.estimates.read,
      responseSchema: clientResponsesSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, estimates.label)
        const body = await deps.store.transaction(async (tx) => {
          const estimate = await getOrThrow(tx, 'estimates', id)
          const responses = (await tx.estimateResponses?.listOf(id)) ?? []
          return clientResponsesOf(responses, estimate.status)
        })
        return { status: 200, body }
      },
    },
  ]
}
