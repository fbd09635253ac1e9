// The body of a long table: only the rows near the viewport are in the DOM, with spacer rows for
// the rest, and the next page loads as the end comes near. The table itself says how many rows
// there are (aria-rowcount) and each row where it is (aria-rowindex), counting the header row.
import type { ReactNode } from 'react'
import type { Paging } from '../data/use-infinite-list'
import { useVirtualRows } from './use-virtual-rows'

export type VirtualTableBodyProps<T> = {
  items: readonly T[]
  getKey: (item: T) => string
  /** One <tr>: spread `rowProps` on it. */
  renderRow: (item: T, rowProps: VirtualRowProps) => ReactNode
  estimateRowHeight: number
  paging?: Paging
  className?: string
}

export type VirtualRowProps = {
  key: string
  'data-index': number
  'aria-rowindex': number
  ref: ((node: Element | null) => void) | undefined
}

export function VirtualTableBody<T>({
  items,
  getKey,
  renderRow,
  estimateRowHeight,
  paging,
  className,
}: VirtualTableBodyProps<T>) {
  const virtual = useVirtualRows<HTMLTableSectionElement, T>({
    rows: items,
    estimateRowHeight,
    paging,
    getRowKey: getKey,
  })
  const { isVirtual, totalSize, offsetOf } = virtual
  const first = virtual.rows[0]
  const last = virtual.rows.at(-1)
  const before = isVirtual && first ? offsetOf(first) : 0
  const after =
    isVirtual && last ? Math.max(0, totalSize - offsetOf(last) - (last.end - last.start)) : 0

  return (
    <tbody {...virtual.listProps} className={className}>
      {before > 0 ? <tr aria-hidden="true" style={{ height: before }} /> : null}
      {virtual.rows.map((row) => {
        const item = items[row.index]
        if (item === undefined) return null
        return renderRow(item, {
          key: getKey(item),
          'data-index': row.index,
          // Row 1 is the header row.
          'aria-rowindex': row.index + 2,
          ref: virtual.measureRow,
        })
      })}
      {after > 0 ? <tr aria-hidden="true" style={{ height: after }} /> : null}
    </tbody>
  )
}
