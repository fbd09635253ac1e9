// A row of labelled figures at the top of a detail page (Crews, Active Jobs, ...).
import type { LucideIcon } from 'lucide-react'
import { Skeleton } from './ui/skeleton'

export type StatTileItem = {
  label: string
  /** undefined while loading */
  value: string | undefined
  icon: LucideIcon
  /** A small line under the value (where it comes from: 'Worked · 32 h scheduled'). */
  detail?: string | undefined
}

export function StatTiles({
  items,
  label = 'Stats',
}: {
  items: readonly StatTileItem[]
  label?: string
}) {
  return (
    <section aria-label={label}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {items.map(({ label: name, value, icon: Icon, detail }) => (
          <div key={name} className="flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-xs">
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <Icon aria-hidden="true" className="size-4" />
              {name}
            </dt>
            <dd className="text-2xl font-semibold tabular-nums">
              {value ?? <Skeleton className="mt-1 h-7 w-12" />}
            </dd>
            {detail ? <dd className="text-xs text-muted-foreground">{detail}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  )
}
