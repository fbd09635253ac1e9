// A paged list that is a table on wider screens and a list of cards or rows on phones, with what it
// shows besides its items: placeholder rows while the first page loads, the error with a retry when
// nothing could be loaded, the empty state, and one 'Load more' under either layout.
import type { ReactNode } from 'react'
import type { InfiniteList } from '../data/use-infinite-list'
import { useMediaQuery } from '../lib/use-media-query'
import { ListSkeleton } from './card-skeleton'
import { LoadMore } from './load-more'
import { QueryError } from './query-error'
import { VirtualList, type VirtualListProps } from './virtual-list'
import { VirtualTable, type VirtualTableProps } from './virtual-table'

/** Tailwind's md breakpoint: the table from here up, the phone layout below. */
const WIDE_SCREEN = '(min-width: 48rem)'

export type ResponsiveListProps<T> = {
  /** The page's useInfiniteQuery, for its error and retry. */
  query: { error: Error | null; refetch: () => unknown }
  list: InfiniteList<T>
  /** The empty state when there are no items. */
  empty: ReactNode
  getKey: (item: T) => string
  /** Phones: the list, by its name, its items and its look. */
  phone: Pick<
    VirtualListProps<T>,
    'label' | 'renderItem' | 'estimateRowHeight' | 'className' | 'rowClassName'
  >
  /** Wider screens: the table, by its header row and its rows. */
  table: Pick<VirtualTableProps<T>, 'columns' | 'renderRow' | 'estimateRowHeight'>
}

export function ResponsiveList<T>({
  query,
  list,
  empty,
  getKey,
  phone,
  table,
}: ResponsiveListProps<T>) {
  // One layout in the DOM at a time: a hidden one could not measure its rows.
  const isWide = useMediaQuery(WIDE_SCREEN)

  if (list.isPending) return <ListSkeleton rows={6} rowClassName="h-12 w-full rounded-lg" />
  if (query.error && list.items.length === 0) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />
  }
  if (list.items.length === 0) return empty
  const rows = { items: list.items, total: list.total, getKey, paging: list }
  return (
    <div
      className="flex flex-col gap-3 transition-opacity data-[stale=true]:opacity-60"
      data-stale={list.isStale}
    >
      {isWide ? (
        <VirtualTable {...table} {...rows} />
      ) : (
        <VirtualList {...phone} {...rows} hasLoadMoreButton={false} />
      )}
      {list.hasMore ? <LoadMore isLoading={list.isLoadingMore} onLoadMore={list.loadMore} /> : null}
    </div>
  )
}
