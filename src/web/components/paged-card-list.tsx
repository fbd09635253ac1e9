// The body of a searchable list page of cards: ListStates (skeleton, error, the two empty states)
// around a VirtualList in the card grid, wired to the page's useInfiniteQuery and useInfiniteList.
import type { ReactNode } from 'react'
import type { InfiniteList } from '../data/use-infinite-list'
import { countLine, ListStates, type CountLineProps } from './list-states'
import { VirtualList } from './virtual-list'

export type PagedCardListProps<T> = {
  /** The page's useInfiniteQuery, for its error and retry. */
  query: { error: Error | null; refetch: () => unknown }
  list: InfiniteList<T>
  /** The list's accessible name, e.g. 'Persons'. */
  label: string
  /** The search text; '' (the default) when the page has no search. */
  search?: string
  /** As in ListStates: 'persons' gives 'No persons match your search'. */
  plural: string
  searchHint?: string
  /** One placeholder card. */
  skeleton: ReactNode
  /** The empty state when there are no records at all. */
  empty: ReactNode
  getKey: (item: T) => string
  renderItem: (item: T) => ReactNode
  /** A row's height before it is measured, gap included (px). */
  estimateRowHeight: number
}

export function PagedCardList<T>({
  query,
  list,
  label,
  search = '',
  plural,
  searchHint,
  skeleton,
  empty,
  getKey,
  renderItem,
  estimateRowHeight,
}: PagedCardListProps<T>) {
  return (
    <ListStates
      isPending={list.isPending}
      skeleton={skeleton}
      error={query.error}
      onRetry={() => void query.refetch()}
      isEmpty={list.items.length === 0}
      search={search}
      plural={plural}
      searchHint={searchHint}
      empty={empty}
    >
      <VirtualList
        label={label}
        items={list.items}
        total={list.totalCapped ? undefined : list.total}
        getKey={getKey}
        renderItem={renderItem}
        columns={{ base: 1, sm: 2, xl: 3 }}
        estimateRowHeight={estimateRowHeight}
        paging={list}
        isStale={list.isStale}
      />
    </ListStates>
  )
}

/** The '12 contacts' line of a paged list (countLine with the list's total). */
export function listCountLine(
  list: InfiniteList<unknown>,
  words: Pick<CountLineProps, 'singular' | 'plural' | 'suffix'>,
): ReactNode {
  return countLine({
    total: list.total,
    isCapped: list.totalCapped,
    isPending: list.isPending,
    ...words,
  })
}
