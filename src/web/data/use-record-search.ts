// Searching a collection on the server as the user types, a page at a time: what a record picker
// lists. Each search (q) has its own query, so a newer one aborts the older request (TanStack Query
// passes the signal to fetchList) while the previous results stay on screen.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import type { CollectionName } from '../../domain/resources'
import type { ListPage } from '../../domain/shared/list-query'
import { fetchList, infiniteListKey, type ListParams } from './list'

/** Enough rows to fill a picker's list twice over; more come as it scrolls. */
export const PICKER_PAGE_SIZE = 30

export type RecordSearch = {
  /** The trimmed search text; '' lists the likely choices in `emptySort` order. */
  q: string
  sort: string
  emptySort?: string | undefined
  /** Exact-match filters sent with every page, e.g. { client_person_id }. */
  params?: ListParams | undefined
  enabled?: boolean
}

export function useRecordSearch<T>(collection: CollectionName, search: RecordSearch) {
  const { q, sort, emptySort = sort, params, enabled = true } = search
  const listParams: ListParams = {
    ...params,
    q: q || undefined,
    sort: q ? sort : emptySort,
    limit: PICKER_PAGE_SIZE,
  }
  const query = useInfiniteQuery({
    queryKey: infiniteListKey(collection, listParams),
    queryFn: ({ pageParam, signal }) =>
      fetchList<T>(collection, { ...listParams, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage: ListPage<T>) => lastPage.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 30_000,
  })
  const { hasNextPage, isPlaceholderData, isFetchingNextPage, fetchNextPage } = query
  return {
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
    isPending: query.isPending,
    isError: query.isError,
    /** A new search (not a next page) is on its way. */
    isSearching: query.isFetching && !isFetchingNextPage,
    isLoadingMore: isFetchingNextPage,
    /** Loads the next page, when there is one for the search on screen. */
    loadMore: () => {
      if (hasNextPage && !isPlaceholderData && !isFetchingNextPage) void fetchNextPage()
    },
  }
}

/** How close (px) to the end of a scrolled list the next page starts loading. */
const LOAD_MORE_MARGIN = 120

/** True when a scrolled list is near its end: time to load the next page. */
export function isNearListEnd(list: HTMLElement): boolean {
  return list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MORE_MARGIN
}
