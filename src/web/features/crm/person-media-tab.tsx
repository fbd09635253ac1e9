// The Media tab of a person: the photos taken on their jobs.
import { Image as ImageIcon } from 'lucide-react'
import { ListSkeleton } from '../../components/card-skeleton'
import { EmptyState } from '../../components/ui/empty-state'
import { formatDate } from '../../lib/format'
import type { PersonStats } from './person-stats'

export function PersonMediaTab({ stats }: { stats: PersonStats }) {
  if (stats.photos === undefined) return <ListSkeleton />
  if (stats.media.length === 0) return <EmptyState icon={<ImageIcon />} title="No photos yet" />
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {stats.media.map((item) => (
        <li key={item.id}>
          <figure className="overflow-hidden rounded-xl border bg-card shadow-xs">
            <img
              src={item.url}
              alt={item.notes || 'Job photo'}
              loading="lazy"
              className="aspect-[4/3] w-full bg-muted object-cover"
            />
            <figcaption className="px-3 py-2 text-xs text-muted-foreground">
              {formatDate(item.taken_at)}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
