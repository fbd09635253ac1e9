// One photo or video in a grid: the picture (its thumbnail when there is one), the job's title or
// 'Untitled', and the date it was taken. The whole tile is a button that opens the viewer.
import { Play } from 'lucide-react'
import { mediaTitle, type Media } from '../../../domain/tools/media'
import { Skeleton } from '../../components/ui/skeleton'
import { formatDate } from '../../lib/format'

export function MediaPreview({ media, className }: { media: Media; className?: string }) {
  if (media.type === 'video') {
    return (
      <span className="relative block">
        <video src={media.url} preload="metadata" muted playsInline className={className} />
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-10 items-center justify-center rounded-full bg-black/55 text-white">
            <Play aria-hidden="true" className="size-5 fill-current" />
          </span>
        </span>
      </span>
    )
  }
  return (
    <img
      src={media.thumb_url || media.url}
      alt={media.notes || media.file_name || 'Job photo'}
      loading="lazy"
      decoding="async"
      className={className}
    />
  )
}

export function MediaTile({
  media,
  jobTitle,
  onOpen,
}: {
  media: Media
  /** The job's title; undefined while it loads, null when there is no job. */
  jobTitle: string | null | undefined
  onOpen: () => void
}) {
  const title = jobTitle === undefined && media.job_id ? null : mediaTitle(jobTitle)
  return (
    <button
      type="button"
      onClick={onOpen}
      className="group flex w-full cursor-pointer flex-col overflow-hidden rounded-xl border bg-card text-left shadow-xs transition-all outline-none hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <MediaPreview
        media={media}
        className="aspect-[4/3] w-full bg-muted object-cover transition-transform group-hover:scale-[1.02]"
      />
      <span className="flex min-w-0 flex-col gap-0.5 px-3 py-2">
        {title === null ? (
          <Skeleton className="my-0.5 h-4 w-3/4" />
        ) : (
          <span className="truncate text-sm font-medium">{title}</span>
        )}
        <span className="text-xs text-muted-foreground">{formatDate(media.taken_at)}</span>
      </span>
    </button>
  )
}
