// The states of a screen's query around its content: a placeholder while it first loads, the error
// with a retry, the empty state when it loaded nothing, else the content itself.
import type { ReactNode } from 'react'
import { QueryError } from './query-error'

export type QueryStatesProps = {
  /** The parts of a useQuery or useInfiniteQuery result the states read. */
  query: { isPending: boolean; error: Error | null; refetch: () => unknown }
  /** Overrides the query's own isPending (a paged list that is still showing another key's rows). */
  isPending?: boolean
  isEmpty: boolean
  /** Shown while the first page loads. */
  loading: ReactNode
  empty: ReactNode
  /** Keep showing the loaded rows when a later fetch fails; by default the error replaces them. */
  keepRowsOnError?: boolean
  children: ReactNode
}

export function QueryStates({
  query,
  isPending = query.isPending,
  isEmpty,
  loading,
  empty,
  keepRowsOnError = false,
  children,
}: QueryStatesProps) {
  if (isPending) return loading
  if (query.error && (isEmpty || !keepRowsOnError)) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />
  }
  if (isEmpty) return empty
  return children
}
