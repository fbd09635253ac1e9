// Reading a collection page the way every list screen does: GET /api/{collection} with q, filter,
// sort, exact-match fields, limit and cursor; the answer is { items, total, next_cursor }.
import { MAX_LIMIT } from '../../domain/shared/list-limits'
import type { ListPage } from '../../domain/shared/list-query'
import type { CollectionName } from '../../domain/resources'
import { api } from './api-client'
import { requestEarly, takeEarly } from './early-requests'

export type ListParams = Record<string, string | number | boolean | undefined>

/** The query key of a list: starts with the collection so a mutation invalidates every list of it. */
export function listKey(collection: CollectionName, params: ListParams = {}) {
  return [collection, 'list', params] as const
}

/** Paged lists (useInfiniteQuery) hold pages, so they get their own key next to plain lists. */
export function infiniteListKey(collection: CollectionName, params: ListParams = {}) {
  return [collection, 'infinite', params] as const
}

export function detailKey(collection: CollectionName, id: string) {
  return [collection, 'detail', id] as const
}

/** Minutes to add to UTC for the user's local time, as the API's `tz` parameter expects. */
export function localTzOffset(): number {
  return -new Date().getTimezoneOffset()
}

/** One key per distinct request: the parameters that are set, in name order. */
function earlyListKey(collection: CollectionName, params: ListParams): string {
  const set = Object.entries(params).filter(([, value]) => value !== undefined)
  set.sort(([a], [b]) => (a < b ? -1 : 1))
  return `list ${collection} ${JSON.stringify(set)}`
}

/**
 * Sends the first page of a list now, while the screen's code is still loading (early-requests.ts);
 * the screen's own fetchList of the same page takes the answer.
 */
export function requestListEarly(collection: CollectionName, params: ListParams): void {
  requestEarly(earlyListKey(collection, params), () => fetchList(collection, params))
}

export function fetchList<T>(
  collection: CollectionName,
  params: ListParams,
  signal?: AbortSignal,
): Promise<ListPage<T>> {
  const early =
    params.cursor === undefined
      ? takeEarly<ListPage<T>>(earlyListKey(collection, params))
      : undefined
  return (
    early ??
    api.get<ListPage<T>>(`/api/${collection}`, {
      query: { ...params, tz: localTzOffset() },
      ...(signal ? { signal } : {}),
    })
  )
}

/**
 * Every row a filter matches, page after page by cursor: for a figure computed from all of them
 * (an invoice's balance from its payments), which one page would silently get wrong.
 */
export async function fetchEvery<T>(
  collection: CollectionName,
  params: ListParams,
  signal?: AbortSignal,
): Promise<ListPage<T>> {
  const items: T[] = []
  let cursor: string | undefined
  do {
    const page = await fetchList<T>(collection, { ...params, limit: MAX_LIMIT, cursor }, signal)
    items.push(...page.items)
    cursor = page.next_cursor ?? undefined
  } while (cursor)
  return { items, total: items.length, next_cursor: null }
}

export function fetchOne<T>(collection: CollectionName, id: string, signal?: AbortSignal): Promise<T> {
  return api.get<T>(`/api/${collection}/${encodeURIComponent(id)}`, signal ? { signal } : {})
}
