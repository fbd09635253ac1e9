// The names of crews' members, for every role that reads crews (GET /api/crew-members): a crew's
// avatars and member list need a name, not the employee record with its pay, which only the roles
// with team:read may read.
import { queryOptions, useQueries } from '@tanstack/react-query'
import { MAX_LIMIT } from '../../domain/shared/list-limits'
import { api } from './api-client'

export type CrewMemberName = { id: string; name: string }

/** Under 'employees': a crew change (resource-collections.ts) and a rename both refresh it. */
export function crewMemberNamesQuery(ids: readonly string[]) {
  return queryOptions({
    queryKey: ['employees', 'crew-members', ids] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ items: CrewMemberName[] }>('/api/crew-members', {
          query: { ids: ids.join(',') },
          signal,
        })
      ).items,
    staleTime: 60_000,
  })
}

/** A name lookup: the name, null for someone who is no member (or gone), undefined while loading. */
export function useCrewMemberNames(ids: readonly (string | null | undefined)[]) {
  const unique = [...new Set(ids.filter((id): id is string => typeof id === 'string' && !!id))]
  unique.sort()
  const chunks: string[][] = []
  for (let start = 0; start < unique.length; start += MAX_LIMIT) {
    chunks.push(unique.slice(start, start + MAX_LIMIT))
  }
  return useQueries({
    queries: chunks.map((chunk) => crewMemberNamesQuery(chunk)),
    combine: (results) => {
      const names = new Map<string, string>()
      const loaded = new Set<string>()
      results.forEach((result, i) => {
        if (result.data === undefined) return
        for (const id of chunks[i] ?? []) loaded.add(id)
        for (const member of result.data) names.set(member.id, member.name)
      })
      return (id: string): string | null | undefined =>
        names.get(id) ?? (loaded.has(id) ? null : undefined)
    },
  })
}
