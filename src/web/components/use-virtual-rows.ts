// The windowing behind every long list: which rows of a list scrolled by the window are near the
// viewport, where each one sits, and loading the next page as the end comes near. Shared by the
// card grid (VirtualList) and the table body (VirtualTableBody).
import {
  defaultRangeExtractor,
  useWindowVirtualizer,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual'
import { useCallback, useEffect, useLayoutEffect, useState, type FocusEvent } from 'react'
import type { Paging } from '../data/use-infinite-list'

/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN_ROWS = 4
/** The next page loads once the last visible row is this close to the end. */
const LOAD_AHEAD_ROWS = 3

export type VirtualRow = {
  index: number
  key: string | number | bigint
  start: number
  end: number
}

export type VirtualRowsOptions<R> = {
  rows: readonly R[]
  /** A row's height before it is measured (px). */
  estimateRowHeight: number
  /** A row's key, so a measured height stays with its row when rows come and go. */
  getRowKey: (row: R) => string
  paging?: Paging | undefined
}

/**
 * A row's height as its ResizeObserver reports it. Called from the row's ref (no observation yet), it
 * keeps the height known so far instead of reading offsetHeight: that read would force a layout in
 * the middle of React's commit and a second render in the same task. The observer reports every
 * new row right after the browser's next layout, and the rows move into place then.
 */
function measureFromObserver(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  virtualizer: Virtualizer<Window, Element>,
): number {
  const box = entry?.borderBoxSize[0]
  if (box) return Math.round(box.blockSize)
  const index = virtualizer.indexFromElement(element)
  return (
    virtualizer.itemSizeCache.get(virtualizer.options.getItemKey(index)) ??
    virtualizer.options.estimateSize(index)
  )
}

/**
 * Without layout (jsdom) nothing can be measured: every row renders, in normal flow. A browser with
 * layout observers has ResizeObserverEntry too; the tests' stand-in ResizeObserver (for the record
 * picker's list) does not make jsdom one.
 */
function canMeasure(): boolean {
  return typeof ResizeObserver !== 'undefined' && typeof ResizeObserverEntry !== 'undefined'
}

export function useVirtualRows<E extends HTMLElement, R>({
  rows,
  estimateRowHeight,
  getRowKey,
  paging,
}: VirtualRowsOptions<R>) {
  const isVirtual = canMeasure()
  const count = rows.length

  // The list's distance from the top of the page: the window scrolls, the list starts below it.
  const [list, setListElement] = useState<E | null>(null)
  const [scrollMargin, setScrollMargin] = useState(0)
  useLayoutEffect(() => {
    if (!list || !isVirtual) return
    const measure = () =>
      setScrollMargin(Math.round(list.getBoundingClientRect().top + window.scrollY))
    // The observer reports the body's size right after the next layout, and again whenever anything
    // above the list grows or shrinks (a header line, a wrapped toolbar) and moves it. Measuring here
    // at once would force that layout in the middle of React's commit (decision 027).
    const observer = new ResizeObserver(measure)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [list, isVirtual])

  // A focused row stays rendered while it is scrolled away, so focus is never lost.
  const [focusedRow, setFocusedRow] = useState<number | null>(null)
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range)
      if (focusedRow === null || focusedRow >= range.count || indexes.includes(focusedRow)) {
        return indexes
      }
      return [...indexes, focusedRow].sort((a, b) => a - b)
    },
    [focusedRow],
  )
  const focusProps = {
    onFocus: (event: FocusEvent<E>) => {
      const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]')
      setFocusedRow(row ? Number(row.dataset.index) : null)
    },
    onBlur: (event: FocusEvent<E>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocusedRow(null)
    },
  }

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimateRowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    rangeExtractor,
    enabled: isVirtual,
    getItemKey: (index) => {
      const row = rows[index]
      return row === undefined ? index : getRowKey(row)
    },
    measureElement: measureFromObserver,
  })
  const totalSize = virtualizer.getTotalSize()

  const lastVisibleRow = virtualizer.range?.endIndex
  // A hidden list (display: none) measures 0 px tall and must not load every page.
  const isShown = totalSize > 0
  const { hasMore = false, isLoadingMore = false, loadMore } = paging ?? {}
  useEffect(() => {
    if (!isVirtual || !isShown || !hasMore || isLoadingMore || !loadMore) return
    if (lastVisibleRow !== undefined && lastVisibleRow >= count - 1 - LOAD_AHEAD_ROWS) loadMore()
  }, [isVirtual, isShown, hasMore, isLoadingMore, loadMore, lastVisibleRow, count])

  const shown: VirtualRow[] = isVirtual
    ? virtualizer.getVirtualItems()
    : Array.from({ length: count }, (_, index) => ({ index, key: index, start: 0, end: 0 }))

  return {
    isVirtual,
    /** The rows to render: those near the viewport, or all of them without layout. */
    rows: shown,
    /** Props of the list element: its callback ref, and keeping a focused row rendered. */
    listProps: { ref: setListElement, ...focusProps },
    /** The height of all rows, measured or estimated (px). */
    totalSize,
    /** A row's top within the list (px). */
    offsetOf: (row: VirtualRow) => row.start - scrollMargin,
    measureRow: isVirtual ? virtualizer.measureElement : undefined,
  }
}
