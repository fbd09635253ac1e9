// Looks up the records a list refers to (a job's client, a payment's invoice) by id, each cached on
// its own, so a page of rows never downloads a whole collection; the lookups of one render go out
// together (lookup-batcher.ts). A missing record is null, which screens show as 'Unknown Client' or
// 'N/A'.
import { queryOptions, useQueries } from '@tanstack/react-query'
import type { CollectionName } from '../../domain/resources'
import { loadRecord } from './lookup-batcher'

export function lookupQuery<T>(collection: CollectionName, id: string) {
  return queryOptions({
    queryKey: [collection, 'lookup', id] as const,
    // No abort signal: the request is shared with the other lookups of its batch.
    queryFn: (): Promise<T | null> => loadRecord<T>(collection, id),
    staleTime: 60_000,
  })
}

export type RecordLookup<T> = {
  /** The record, null when it does not exist, undefined while loading (or after a failure). */
  get: (id: string | null | undefined) => T | null | undefined
  isPending: boolean
}

export function useRecordsById<T>(
  collection: CollectionName,
  ids: readonly (string | null | undefined)[],
): RecordLookup<T> {
  const unique = [...new Set(ids.filter((id): id is string => typeof id === 'string' && !!id))]
  return useQueries({
    queries: unique.map((id) => lookupQuery<T>(collection, id)),
    combine: (results) => {
      const byId = new Map<string, T | null>()
      results.forEach((result, i) => {
        const id = unique[i]
        if (id !== undefined && result.data !== undefined) byId.set(id, result.data)
      })
      return {
        get: (id: string | null | undefined) => (id ? byId.get(id) : null),
        isPending: results.some((r) => r.isPending),
      }
    },
  })
}

/** A looked-up record's name: null when there is none or it no longer exists, undefined while loading. */
export function lookupName(
  lookup: RecordLookup<{ name: string }>,
  id: string | null | undefined,
): string | null | undefined {
  const record = lookup.get(id)
  return record === undefined ? undefined : (record?.name ?? null)
}
