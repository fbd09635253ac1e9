// Cache invalidation shared by the features' mutation hooks.
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { CollectionName } from '../../domain/resources'

/**
 * After a delete, any cached answer may be out of date (rows deleted with it, references cleared),
 * so everything is refetched, except queries about the deleted record itself: its page is still
 * open until the caller navigates away, and fetching it again would only flash 'not found'.
 */
export function invalidateAfterDelete(
  queryClient: QueryClient,
  collection: CollectionName,
  id: string,
): Promise<void> {
  const isAboutDeleted = (key: QueryKey) => key[0] === collection && key.includes(id)
  return queryClient.invalidateQueries({ predicate: (query) => !isAboutDeleted(query.queryKey) })
}
