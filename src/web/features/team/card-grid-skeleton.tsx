import { Skeleton } from '../../components/ui/skeleton'

/** The placeholder of a contractor, employee or crew card. */
export function TeamCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <Skeleton className="h-3.5 w-1/2" />
      <Skeleton className="h-5 w-24" />
    </div>
  )
}

export function CardGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <TeamCardSkeleton key={i} />
      ))}
    </div>
  )
}
