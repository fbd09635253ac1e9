// A long list as a table on wide screens: the card frame, the header row and a windowed body
// (VirtualTableBody). The table says how many rows the whole list has, the header row included.
import { cn } from '../lib/cn'
import { VirtualTableBody, type VirtualTableBodyProps } from './virtual-table-body'

export type TableColumn = {
  label: string
  /** Amounts and other figures: right-aligned under a right-aligned header. */
  numeric?: boolean
}

export type VirtualTableProps<T> = Omit<VirtualTableBodyProps<T>, 'className'> & {
  columns: readonly TableColumn[]
  /** Every row of the list, loaded or not (undefined while unknown: the loaded rows). */
  total: number | undefined
}

export function VirtualTable<T>({ columns, total, ...body }: VirtualTableProps<T>) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card shadow-xs">
      <table className="w-full text-sm" aria-rowcount={(total ?? body.items.length) + 1}>
        <thead className="border-b bg-muted/50 text-left text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={cn('px-4 py-3 font-medium', column.numeric && 'text-right')}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <VirtualTableBody className="divide-y" {...body} />
      </table>
    </div>
  )
}
