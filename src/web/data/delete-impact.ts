// What deleting a record would block or change (GET /api/{collection}/:id/delete-impact), read
// fresh each time a confirm dialog opens.
import { queryOptions } from '@tanstack/react-query'
import type { DeleteImpact } from '../../domain/delete-impact'
import type { CollectionName } from '../../domain/resources'
import { api } from './api-client'

export function deleteImpactQuery(collection: CollectionName, id: string) {
  return queryOptions({
    queryKey: [collection, 'delete-impact', id] as const,
    queryFn: ({ signal }) =>
      api.get<DeleteImpact>(`/api/${collection}/${encodeURIComponent(id)}/delete-impact`, {
        signal,
      }),
    staleTime: 0,
    gcTime: 0,
  })
}
