// The placeholder of a record card in a list while its page loads: picture, two lines of title,
// and a footer row (date and amount).
import { cn } from '../lib/cn'
import { Skeleton } from './ui/skeleton'

/** A picture and lines of text, loading: the top of a card or a row of a list. */
export function MediaLinesSkeleton({
  media = 'size-10 rounded-full',
  lines = ['h-4 w-2/3', 'h-3 w-1/3'],
  className,
}: {
  /** The picture's size and shape. */
  media?: string
  /** Each line's size. */
  lines?: readonly string[]
  className?: string
}) {
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <Skeleton className={media} />
      <div className="flex flex-1 flex-col gap-2">
        {lines.map((line, i) => (
          <Skeleton key={i} className={line} />
        ))}
      </div>
    </div>
  )
}

export function CardSkeleton({ media = 'round' }: { media?: 'round' | 'square' }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <MediaLinesSkeleton
        media={media === 'round' ? 'size-10 rounded-full' : 'size-10 rounded-lg'}
      />
      <div className="flex justify-between">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-5 w-16" />
      </div>
    </div>
  )
}

/** A few placeholder rows (or tiles) for a list that is still loading. */
export function ListSkeleton({
  rows = 3,
  className = 'flex flex-col gap-2',
  rowClassName = 'h-16 w-full rounded-xl',
}: {
  rows?: number
  /** The list's layout: a column by default, or a grid of tiles. */
  className?: string
  rowClassName?: string
}) {
  return (
    <div className={className} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={rowClassName} />
      ))}
    </div>
  )
}
