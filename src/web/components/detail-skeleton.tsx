// The placeholder of a detail page while its record loads, shaped like the page it stands for.
import type { ReactNode } from 'react'
import { Page } from './layout/page'
import { Skeleton } from './ui/skeleton'

export type DetailSkeletonProps = {
  /** What is loading, for screen readers: 'person' reads 'Loading person'. */
  noun: string
  /** The picture beside the title: a round avatar, a square icon, or none. */
  media?: 'round' | 'square' | 'none'
  /** Whether the page shows a row of stat tiles under its header. */
  hasStats?: boolean
}

/** A loading page's frame: what is loading, for screen readers, and the back link's place. */
function LoadingPage({ noun, children }: { noun: string; children: ReactNode }) {
  return (
    <Page aria-busy="true">
      <span className="sr-only" role="status">
        Loading {noun}
      </span>
      <Skeleton className="h-4 w-32" />
      {children}
    </Page>
  )
}

export function DetailSkeleton({ noun, media = 'round', hasStats = true }: DetailSkeletonProps) {
  return (
    <LoadingPage noun={noun}>
      <div className="flex items-center gap-4">
        {media === 'none' ? null : (
          <Skeleton
            data-testid="detail-skeleton-media"
            className={media === 'round' ? 'size-16 rounded-full' : 'size-16 rounded-xl'}
          />
        )}
        <div className="flex flex-col gap-2">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-4 w-64 max-w-full" />
        </div>
      </div>
      {hasStats ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="detail-skeleton-stats">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-[88px] rounded-xl" />
          ))}
        </div>
      ) : null}
      <Skeleton className="h-10 w-full max-w-md" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </LoadingPage>
  )
}

/** The placeholder of an invoice or estimate page: its title, the document and a side panel. */
export function DocumentSkeleton({ noun }: { noun: string }) {
  return (
    <LoadingPage noun={noun}>
      <Skeleton className="h-8 w-64" />
      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <Skeleton className="h-80 rounded-xl" />
        <Skeleton className="h-48 rounded-xl" />
      </div>
    </LoadingPage>
  )
}
