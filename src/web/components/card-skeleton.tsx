// The placeholders of a list while its first page loads: a record card described by its parts (a
// picture beside lines, bars, tags), a picture beside lines, and plain rows.
import { cn } from '../lib/cn'
import { Card } from './ui/card'
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

/** A card of list rows, loading: `rows` placeholder rows, each a picture and `lines`. */
export function CardRowsSkeleton({ rows, lines }: { rows: number; lines: readonly string[] }) {
  return (
    <Card className="gap-0 py-2" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <MediaLinesSkeleton key={i} lines={lines} className="px-6 py-3" />
      ))}
    </Card>
  )
}

/** One part of a card's placeholder, top to bottom. */
export type SkeletonPart =
  /** A bar, by its size: 'h-3.5 w-1/2'. */
  | string
  /** Bars side by side: tags together, or a title and its badge at both ends (`spread`). */
  | { bars: readonly string[]; spread?: boolean }
  /** A round or square picture beside lines (MediaLinesSkeleton's, by default). */
  | { media: 'round' | 'square'; lines?: readonly string[] }

/** Two tags side by side, as under a person or a work order. */
export const TAGS_SKELETON: SkeletonPart = { bars: ['h-5 w-20', 'h-5 w-16'] }

/** A date and an amount at both ends, as under a lead or an estimate. */
export const FIGURES_SKELETON: SkeletonPart = { bars: ['h-5 w-24', 'h-5 w-16'], spread: true }

const MEDIA = { round: 'size-10 rounded-full', square: 'size-10 rounded-lg' } as const

function SkeletonPartView({ part }: { part: SkeletonPart }) {
  if (typeof part === 'string') return <Skeleton className={part} />
  if ('media' in part) return <MediaLinesSkeleton media={MEDIA[part.media]} lines={part.lines} />
  return (
    <div className={part.spread ? 'flex justify-between gap-3' : 'flex gap-1.5'}>
      {part.bars.map((bar, i) => (
        <Skeleton key={i} className={bar} />
      ))}
    </div>
  )
}

/** The placeholder of a record card: the card's frame around its parts. */
export function CardSkeleton({ parts }: { parts: readonly SkeletonPart[] }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      {parts.map((part, i) => (
        <SkeletonPartView key={i} part={part} />
      ))}
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
