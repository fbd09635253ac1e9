import { CardSkeleton } from '../../components/card-skeleton'

/** The placeholder of a contractor, employee or crew card. */
export function TeamCardSkeleton() {
  return (
    <CardSkeleton parts={[{ media: 'round', lines: ['h-4 w-2/3'] }, 'h-3.5 w-1/2', 'h-5 w-24']} />
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
