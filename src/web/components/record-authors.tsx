// "Created by … · Last changed by …" under a record's title (server mode; the demo has no accounts).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { authorsLine, type RecordAuthors as Authors } from '../../domain/access/record-authors'
import type { CollectionName } from '../../domain/resources'
import { api } from '../data/api-client'
import { isDemoMode } from '../lib/env'

export type RecordRef = { collection: CollectionName; id: string }

/** Under the collection's key, so every change of the collection reads it again. */
export const recordAuthorsQuery = ({ collection, id }: RecordRef) =>
  queryOptions({
    queryKey: [collection, 'authors', id] as const,
    queryFn: ({ signal }) =>
      api.get<Authors>(`/api/${collection}/${encodeURIComponent(id)}/authors`, { signal }),
    enabled: !isDemoMode,
  })

export function RecordAuthors(record: RecordRef) {
  const { data } = useQuery(recordAuthorsQuery(record))
  const line = data ? authorsLine(data) : null
  return line ? <p className="text-xs text-muted-foreground">{line}</p> : null
}
