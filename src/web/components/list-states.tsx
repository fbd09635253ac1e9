// What a searchable list page shows besides its rows: placeholder cards while the first page loads,
// the error with a retry when nothing could be loaded, and two different empty states: no match
// for the search ('No persons match your search') or no records at all.
import { SearchX } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatTotal } from '../lib/format'
import { QueryError } from './query-error'
import { EmptyState } from './ui/empty-state'
import { Skeleton } from './ui/skeleton'

export type ListStatesProps = {
  isPending: boolean
  /** One placeholder card, repeated while loading. */
  skeleton: ReactNode
  /** The load error; shown only when there are no rows to keep showing. */
  error: Error | null
  onRetry: () => void
  isEmpty: boolean
  /** The search text ('' when not searching). */
  search: string
  /** The records' plural as the spec writes it: 'persons' gives 'No persons match your search'. */
  plural: string
  /** A hint after 'Nothing found for “…”.', as in 'Try a title or an address.' */
  searchHint?: string
  /** The empty state when there are no records at all. */
  empty: ReactNode
  /** The rows. */
  children: ReactNode
}

export function ListStates({
  isPending,
  skeleton,
  error,
  onRetry,
  isEmpty,
  search,
  plural,
  searchHint,
  empty,
  children,
}: ListStatesProps) {
  if (isPending) {
    return (
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i}>{skeleton}</div>
        ))}
      </div>
    )
  }
  if (error && isEmpty) return <QueryError error={error} onRetry={onRetry} />
  if (!isEmpty) return children
  if (!search) return empty
  return (
    <EmptyState
      icon={<SearchX />}
      title={`No ${plural} match your search`}
      description={`Nothing found for “${search}”.${searchHint ? ` ${searchHint}` : ''}`}
    />
  )
}

export type CountLineProps = {
  total: number | undefined
  /** Whether the total stopped counting at the cap ('1000+ contacts'). */
  isCapped: boolean
  isPending: boolean
  singular: string
  plural?: string
  /** Words after the count, as in ' today'. */
  suffix?: string
}

/** The '12 contacts' line under a list page's title, announced as it changes; a placeholder while
 * the first page loads. A function, not a component: the page header leaves out an empty line. */
export function countLine({
  total,
  isCapped,
  isPending,
  singular,
  plural,
  suffix = '',
}: CountLineProps): ReactNode {
  if (total !== undefined) {
    return (
      <span aria-live="polite">
        {formatTotal(total, isCapped, singular, plural)}
        {suffix}
      </span>
    )
  }
  return isPending ? <Skeleton className="h-4 w-24" /> : undefined
}
