// The job's photos and videos (GET /api/media?job_id=); adding them happens under Tools, Media.
import { useQuery } from '@tanstack/react-query'
import { Camera, Image as ImageIcon, Video } from 'lucide-react'
import { LinkButton } from '../../components/link-button'
import { QueryError } from '../../components/query-error'
import { EmptyState } from '../../components/ui/empty-state'
import { Skeleton } from '../../components/ui/skeleton'
import { formatCount, formatDate } from '../../lib/format'
import { jobQueries } from './api'
import { Can } from '../../lib/access'

export function addPhotosHref(jobId: string): string {
  return `/tools/media?job=${jobId}`
}

export function JobMediaTab({ jobId }: { jobId: string }) {
  const media = useQuery(jobQueries.media(jobId))
  if (media.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="aspect-[4/3] rounded-xl" />
        ))}
      </div>
    )
  }
  if (media.isError) return <QueryError error={media.error} onRetry={() => void media.refetch()} />
  const addPhotos = (
    <Can permission="media:write">
      <LinkButton to={addPhotosHref(jobId)} icon={Camera} variant="outline">
        Add Photos
      </LinkButton>
    </Can>
  )
  if (media.data.items.length === 0) {
    return <EmptyState icon={<ImageIcon />} title="No photos yet" action={addPhotos} />
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{formatCount(media.data.total, 'item')}</p>
        {addPhotos}
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Job media">
        {media.data.items.map((item) => (
          <li key={item.id}>
            <figure className="overflow-hidden rounded-xl border bg-card shadow-xs">
              {item.type === 'video' ? (
                <div className="flex aspect-[4/3] w-full items-center justify-center bg-muted text-muted-foreground">
                  <Video aria-label="Video" className="size-8" />
                </div>
              ) : (
                <img
                  src={item.url}
                  alt={item.notes || 'Job photo'}
                  loading="lazy"
                  className="aspect-[4/3] w-full bg-muted object-cover"
                />
              )}
              <figcaption className="flex flex-col gap-0.5 px-3 py-2 text-xs text-muted-foreground">
                <span>{formatDate(item.taken_at)}</span>
                {item.notes ? <span className="line-clamp-1">{item.notes}</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  )
}
