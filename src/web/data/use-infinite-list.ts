// What every paged list screen reads from its useInfiniteQuery: the items of all loaded pages, the
// server's total, whether a newer search is still loading, and how to load the next page (cursor).
import type { InfiniteData } from '@tanstack/react-query'
import { useCallback, useDeferredValue, useMemo } from 'react'
import type { ListPage } from '../../domain/shared/list-query'

/** The parts of a useInfiniteQuery result over ListPage<T> that a list needs. */
export type PagedQuery<T> = {
  data: InfiniteData<ListPage<T>, unknown> | undefined
  isPending: boolean
  isFetching: boolean
  isPlaceholderData: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => Promise<unknown>
}

export type Paging = {
  /** More pages on the server, and the shown items belong to the current search. */
  hasMore: boolean
  isLoadingMore: boolean
  loadMore: () => void
}

export type InfiniteList<T> = Paging & {
  /** Nothing to show yet: the first page is loading, or it has come and is being rendered. */
  isPending: boolean
  items: T[]
  total: number | undefined
  /** The server stopped counting a search's matches at `total` (list-query.ts SEARCH_TOTAL_CAP). */
  totalCapped: boolean
  /** The previous search's items stay on screen while the new one loads. */
  isStale: boolean
}

export function useInfiniteList<T>(query: PagedQuery<T>): InfiniteList<T> {
  const { isFetching, isPlaceholderData, hasNextPage, isFetchingNextPage, fetchNextPage } = query
  // New pages render in a background (interruptible) render: the browser paints and answers input
  // between its slices instead of waiting for one long task (decision 027). Until then the screen
  // shows what it showed before: its skeleton, or the previous search's items.
  const data = useDeferredValue(query.data)
  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data])
  const loadMore = useCallback(() => {
    // fetchNextPage would restart a page that is already on its way.
    if (!isFetchingNextPage) void fetchNextPage()
  }, [isFetchingNextPage, fetchNextPage])
  return {
    isPending: query.isPending || (query.data !== undefined && data === undefined),
    items,
    total: data?.pages[0]?.total,
    totalCapped: data?.pages[0]?.total_capped === true,
    isStale: isFetching && isPlaceholderData,
    hasMore: hasNextPage && !isPlaceholderData,
    isLoadingMore: isFetchingNextPage,
    loadMore,
  }
}
