// Query options and create / update / delete hooks for any collection, so a feature's api.ts keeps
// only what is its own. Keys start with the collection (list.ts), so a change invalidates every list,
// lookup and detail of it by prefix; what else a change touches is declared per collection
// (resource-collections.ts), not per hook.
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import { api, type RequestOptions } from './api-client'
import { invalidateAfterDelete } from './invalidate'
import {
  detailKey,
  fetchEvery,
  fetchList,
  fetchOne,
  infiniteListKey,
  listKey,
  type ListParams,
} from './list'
import {
  collectionRules,
  type CreateOf,
  type PatchOf,
  type RecordOf,
  type ResourceName,
} from './resource-collections'

export type { CreateOf, PatchOf, RecordOf, ResourceName } from './resource-collections'

/** A page of a record's own rows (notes, calls, activities, shifts): 'Load more' brings the next. */
export const ROWS_PAGE_SIZE = 50

export type PagesOptions = {
  /** Keep showing the previous results while a new search loads. */
  keepPrevious?: boolean
}

const recordPath = (collection: ResourceName, id: string) =>
  `/api/${collection}/${encodeURIComponent(id)}`

export function resourceQueries<N extends ResourceName>(collection: N) {
  type R = RecordOf<N>
  const pagesOf = (params: ListParams, limit: number, { keepPrevious = false }: PagesOptions = {}) =>
    infiniteQueryOptions({
      // The page size is part of the key: two screens paging the same filter differently
      // (the phonebook and the persons list) must not share pages.
      queryKey: infiniteListKey(collection, { ...params, limit }),
      queryFn: ({ pageParam, signal }) =>
        fetchList<R>(collection, { ...params, limit, cursor: pageParam }, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
      ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    })
  return {
    all: () => [collection] as const,

    /** One request's page (a picker's choices, a record's rows, a count). */
    list: (params: ListParams) =>
      queryOptions({
        queryKey: listKey(collection, params),
        queryFn: ({ signal }) => fetchList<R>(collection, params, signal),
      }),

    /** Every row of a filter, all pages (list.ts fetchEvery): for figures computed from all rows. */
    every: (params: ListParams) =>
      queryOptions({
        queryKey: listKey(collection, { ...params, every: true }),
        queryFn: ({ signal }) => fetchEvery<R>(collection, params, signal),
      }),

    /** A paged list screen: `limit` rows a page, the next one by cursor. */
    pages: (params: ListParams, limit: number, options: PagesOptions = {}) =>
      pagesOf(params, limit, options),

    /**
     * A record's own rows (its notes, calls, shifts) a page at a time, read as one list: `items` of
     * the pages loaded so far and the server's `total`; `hasNextPage` / `fetchNextPage` for more, so
     * a long list shows 'Load more' instead of stopping silently.
     */
    rows: (params: ListParams, limit: number) =>
      infiniteQueryOptions({
        ...pagesOf(params, limit),
        select: (data) => ({
          items: data.pages.flatMap((page) => page.items),
          total: data.pages[0]?.total ?? 0,
        }),
      }),

    detail: (id: string) =>
      queryOptions({
        queryKey: detailKey(collection, id),
        queryFn: ({ signal }) => fetchOne<R>(collection, id, signal),
      }),
  }
}

/** Marks a collection's cached answers (and what it declares it touches) out of date. */
export function invalidateCollection(
  queryClient: QueryClient,
  collection: ResourceName,
  except?: { id: string },
): Promise<void> {
  const others = collectionRules[collection]?.alsoInvalidates ?? []
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: [collection],
      // The saved record's detail was just set from the answer: fetching it again adds nothing.
      predicate: (query) =>
        !except || query.queryKey[1] !== 'detail' || query.queryKey[2] !== except.id,
    }),
    ...others.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]).then(() => undefined)
}

/**
 * After a create, update or command: the answer becomes the detail, everything else refetches. The
 * hooks return the refetch, so a mutation ends when the screen shows the new versions and a control
 * enabled again sends the version it shows.
 */
export function recordSaved<N extends ResourceName>(
  queryClient: QueryClient,
  collection: N,
  record: RecordOf<N>,
): Promise<void> {
  queryClient.setQueryData(detailKey(collection, record.id), record)
  return invalidateCollection(queryClient, collection, record)
}

export type MutationSettings = {
  /** The component shows the error (field errors, its own toast) instead of the standard toast. */
  handlesErrors?: boolean
  /** Extra request options (e.g. the user's time zone for a message that names a time). */
  request?: () => RequestOptions
}

function mutationMeta({ handlesErrors }: MutationSettings) {
  return handlesErrors ? { meta: { handlesErrors: true } } : {}
}

export function useCreateRecord<N extends ResourceName, I = CreateOf<N>>(
  collection: N,
  settings: MutationSettings = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: I) =>
      api.post<RecordOf<N>>(`/api/${collection}`, input, settings.request?.()),
    ...mutationMeta(settings),
    onSuccess: (record) => recordSaved(queryClient, collection, record),
  })
}

/** What an update sends: the record's id and the patch, which carries the version it started from. */
export type RecordUpdate<N extends ResourceName> = { id: string; patch: PatchOf<N> }

/**
 * A PATCH of one record. `toUpdate` turns what the component calls it with into the request, so each
 * feature keeps its own call shape. A refusal (someone else changed or deleted the record, 409 /
 * 404) or any other failure refetches the collection, so the screen and the next edit start from
 * what is stored now; the standard toast (query-client.ts) or the component says why.
 */
export function useUpdateRecord<N extends ResourceName, V>(
  collection: N,
  toUpdate: (variables: V) => RecordUpdate<N>,
  settings: MutationSettings = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (variables: V) => {
      const { id, patch } = toUpdate(variables)
      return api.patch<RecordOf<N>>(recordPath(collection, id), patch, settings.request?.())
    },
    ...mutationMeta(settings),
    onSuccess: (record) => recordSaved(queryClient, collection, record),
    onError: () => invalidateCollection(queryClient, collection),
  })
}

/**
 * A DELETE, of the record `id` or (without it) of the id the component calls it with. Deleting a
 * record others point at refetches everything but the deleted record's own queries (invalidate.ts).
 */
export function useDeleteRecord<N extends ResourceName>(collection: N, id?: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (target: string | void) => api.delete(recordPath(collection, id ?? target ?? '')),
    onSuccess: (_answer, target) => {
      const deleted = id ?? target ?? ''
      return collectionRules[collection]?.deleteTouchesOthers
        ? invalidateAfterDelete(queryClient, collection, deleted)
        : invalidateCollection(queryClient, collection)
    },
    // Someone else may have deleted it already: show what is stored now.
    onError: () => invalidateCollection(queryClient, collection),
  })
}
