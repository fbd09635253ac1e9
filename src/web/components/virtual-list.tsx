// A long list that renders only the rows near the viewport (window scrolling) and loads the next
// page when the user scrolls near its end. Items sit in rows of a responsive grid; every list
// screen with paging uses this component (tables use VirtualTableBody).
import type { ReactNode } from 'react'
import type { Paging } from '../data/use-infinite-list'
import { cn } from '../lib/cn'
import { useColumns, type Columns } from '../lib/use-columns'
import { LoadMore } from './load-more'
import { useVirtualRows } from './use-virtual-rows'

export type VirtualListProps<T> = {
  items: readonly T[]
  getKey: (item: T) => string
  renderItem: (item: T, index: number) => ReactNode
  /** The list's accessible name, e.g. 'Persons'. */
  label: string
  /** All items on the server (aria-setsize); defaults to the loaded count. */
  total?: number | undefined
  /** Items per row by breakpoint; one per row by default. */
  columns?: Columns
  /** A row's height before it is measured, gap included (px). */
  estimateRowHeight: number
  paging?: Paging
  /** Dims the list while a newer search loads. */
  isStale?: boolean
  className?: string
  /** Gaps between items (the row's own bottom padding is the gap between rows). */
  rowClassName?: string
  /** False when the screen shows its own 'Load more' button elsewhere. */
  hasLoadMoreButton?: boolean
}

function chunk<T>(items: readonly T[], size: number): [T, ...T[]][] {
  const rows: [T, ...T[]][] = []
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size) as [T, ...T[]])
  return rows
}

export function VirtualList<T>({
  items,
  getKey,
  renderItem,
  label,
  total,
  columns = { base: 1 },
  estimateRowHeight,
  paging,
  isStale = false,
  className,
  rowClassName = 'gap-3 pb-3',
  hasLoadMoreButton = true,
}: VirtualListProps<T>) {
  const perRow = useColumns(columns)
  const rows = chunk(items, perRow)
  const virtual = useVirtualRows<HTMLDivElement, [T, ...T[]]>({
    rows,
    estimateRowHeight,
    paging,
    getRowKey: (row) => `${getKey(row[0])}:${perRow}`,
  })
  const setSize = Math.max(total ?? 0, items.length)

  return (
    <>
      <div
        {...virtual.listProps}
        role="list"
        aria-label={label}
        data-stale={isStale}
        className={cn('relative transition-opacity data-[stale=true]:opacity-60', className)}
        style={virtual.isVirtual ? { height: virtual.totalSize } : undefined}
      >
        {virtual.rows.map((row) => (
          <div
            key={row.key}
            role="none"
            data-index={row.index}
            ref={virtual.measureRow}
            className={cn('grid', virtual.isVirtual && 'absolute inset-x-0 top-0', rowClassName)}
            style={{
              gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`,
              ...(virtual.isVirtual ? { transform: `translateY(${virtual.offsetOf(row)}px)` } : {}),
            }}
          >
            {(rows[row.index] ?? []).map((item, column) => {
              const index = row.index * perRow + column
              return (
                <div
                  key={getKey(item)}
                  role="listitem"
                  aria-posinset={index + 1}
                  aria-setsize={setSize}
                  className="min-w-0"
                >
                  {renderItem(item, index)}
                </div>
              )
            })}
          </div>
        ))}
      </div>
      {hasLoadMoreButton && paging?.hasMore ? (
        <LoadMore isLoading={paging.isLoadingMore} onLoadMore={paging.loadMore} />
      ) : null}
    </>
  )
}
