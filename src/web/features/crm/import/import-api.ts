// CSV imports of persons and companies: the recent imports, the dry run the preview shows, the
// import itself and its undo. A change invalidates the collection's lists and records by prefix.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ImportKind } from '../../../../domain/imports/import-fields'
import type { DuplicateChoice } from '../../../../domain/imports/import-plan'
import type { ImportResult, ImportSummary } from '../../../../domain/imports/import-record'
import type { MappedRow } from '../../../../domain/imports/import-rows'
import { api } from '../../../data/api-client'

export type ImportRequest = {
  file_name: string
  on_duplicate: DuplicateChoice
  rows: MappedRow[]
}

const postImport = (kind: ImportKind, request: ImportRequest, dryRun: boolean) =>
  api.post<ImportResult>(`/api/imports/${kind}`, { ...request, dry_run: dryRun })

export const importQueries = {
  recent: () =>
    queryOptions({
      queryKey: ['imports', 'recent'] as const,
      queryFn: ({ signal }) => api.get<{ items: ImportSummary[] }>('/api/imports', { signal }),
    }),
  /** What the import would do (nothing is written): the preview's outcome per row. */
  dryRun: (kind: ImportKind, request: ImportRequest, key: string) =>
    queryOptions({
      queryKey: ['imports', 'dry-run', kind, key] as const,
      queryFn: () => postImport(kind, request, true),
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
}

function useInvalidateImported() {
  const client = useQueryClient()
  return (kind: ImportKind) =>
    Promise.all([
      client.invalidateQueries({ queryKey: [kind] }),
      client.invalidateQueries({ queryKey: ['imports'] }),
    ])
}

export function useRunImport(kind: ImportKind) {
  const invalidate = useInvalidateImported()
  return useMutation({
    mutationFn: (request: ImportRequest) => postImport(kind, request, false),
    onSuccess: () => invalidate(kind),
    meta: { handlesErrors: true },
  })
}

export function useUndoImport() {
  const invalidate = useInvalidateImported()
  return useMutation({
    mutationFn: (id: string) =>
      api.post<ImportSummary>(`/api/imports/${encodeURIComponent(id)}/undo`),
    onSuccess: (undone) => invalidate(undone.kind),
    meta: { handlesErrors: true },
  })
}
