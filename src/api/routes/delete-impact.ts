// GET /api/{collection}/:id/delete-impact for every collection: what a delete would block or change
// (nothing, for a collection no other rows point at), so the confirm dialog can say it first.
import { COLLECTION_PERMISSIONS } from '../../domain/access/permissions'
import { deleteImpactSchema } from '../../domain/delete-impact'
import { resources } from '../../domain/resources'
import { deleteImpactOf } from '../delete-impact'
import { idParam, type ApiRoute } from '../route-types'
import { readsAllOf } from '../visible-fields'

export function deleteImpactRoutes(): ApiRoute[] {
  return resources.map((def): ApiRoute => ({
    method: 'GET',
    path: `/api/${def.name}/:id/delete-impact`,
    summary: `What deleting a ${def.label.toLowerCase()} would block or change`,
    tag: def.name,
    access: COLLECTION_PERMISSIONS[def.name].write,
    responseSchema: deleteImpactSchema,
    successStatus: 200,
    handle: async (input, deps) => {
      const id = idParam(input, def.label)
      const readsAll = readsAllOf(input.grant)
      const impact = await deps.store.transaction((tx) =>
        deleteImpactOf(tx, def.name, id, readsAll),
      )
      return { status: 200, body: impact }
    },
  }))
}
