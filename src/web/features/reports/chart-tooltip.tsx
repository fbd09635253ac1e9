// The tooltip card the report charts share: a title and one amount or count.
import type { ReactNode } from 'react'

export function ChartTooltipCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border bg-popover px-3 py-2 text-sm shadow-md">
      <p className="font-medium">{title}</p>
      <div className="text-muted-foreground">{children}</div>
    </div>
  )
}
