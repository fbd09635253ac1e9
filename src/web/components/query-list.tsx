// A list screen's states around a plain (not virtual) list: a placeholder while the first page
// loads, the error with a retry when nothing could be loaded, the empty state, then the items as a
// labelled list, with 'Load more' when an infinite query has another page.
import type { ReactNode } from 'react'
import { QueryLoadMore, type MoreQuery } from './load-more'
import { QueryError } from './query-error'

/** The parts of a useQuery or useInfiniteQuery result the list reads. */
export type ListQuery = MoreQuery & {
  isPending: boolean
  error: Error | null
  refetch: () => unknown
}

export type QueryListProps<T> = {
  query: ListQuery
  /** The loaded items (of all pages). */
  items: readonly T[]
  /** The list's accessible name, e.g. 'Forms'. */
  label: string
  /** Shown while the first page loads. */
  loading: ReactNode
  empty: ReactNode
  getKey: (item: T) => string
  renderItem: (item: T) => ReactNode
  /** The list's layout, e.g. 'flex flex-col gap-3' or a grid. */
  className: string
}

export function QueryList<T>({
  query,
  items,
  label,
  loading,
  empty,
  getKey,
  renderItem,
  className,
}: QueryListProps<T>) {
  if (query.isPending) return loading
  if (query.error && items.length === 0) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />
  }
  if (items.length === 0) return empty
  return (
    <>
      <ul className={className} aria-label={label}>
        {items.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <QueryLoadMore query={query} />
    </>
  )
}
