// The placeholder of a record card in a list while its page loads: picture, two lines of title,
// and a footer row (date and amount).
import { Skeleton } from './ui/skeleton'

export function CardSkeleton({ media = 'round' }: { media?: 'round' | 'square' }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <div className="flex items-center gap-3">
        <Skeleton className={media === 'round' ? 'size-10 rounded-full' : 'size-10 rounded-lg'} />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
      <div className="flex justify-between">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-5 w-16" />
      </div>
    </div>
  )
}
