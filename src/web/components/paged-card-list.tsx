// The body of a searchable list page of cards: its search box, ListStates (skeleton, error, the two empty states)
// around a VirtualList in the card grid, wired to the page's useInfiniteQuery and useInfiniteList.
import type { ReactNode } from 'react'
import type { InfiniteList } from '../data/use-infinite-list'
import { countLine, ListStates, type CountLineProps } from './list-states'
import { SearchBox, type SearchBoxProps } from './search-box'
import { VirtualList } from './virtual-list'

export type PagedCardListProps<T> = {
  /** The page's useInfiniteQuery, for its error and retry. */
  query: { error: Error | null; refetch: () => unknown }
  list: InfiniteList<T>
  /** The list's accessible name, e.g. 'Persons'. */
  label: string
  /** The search text; '' (the default) when the page has no search. */
  search?: string
  /** A search box above the list, showing `search` (pages that place it themselves leave it out). */
  searchBox?: Pick<SearchBoxProps, 'id' | 'label' | 'placeholder' | 'onSearch'>
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
  searchBox,
  plural,
  searchHint,
  skeleton,
  empty,
  getKey,
  renderItem,
  estimateRowHeight,
}: PagedCardListProps<T>) {
  const states = (
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
  if (!searchBox) return states
  return (
    <>
      <SearchBox
        {...searchBox}
        defaultValue={search}
        isSearching={list.isStale}
        className="max-w-md"
      />
      {states}
    </>
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
