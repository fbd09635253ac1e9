import { Badge } from '../../components/ui/badge'
import { cn } from '../../lib/cn'

/** A person's tags as badges (card, header, Info tab); nothing when there are none. */
export function PersonTags({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null
  return (
    <span className={cn('flex flex-wrap gap-1.5', className)}>
      {tags.map((tag) => (
        <Badge key={tag} variant="secondary">
          {tag}
        </Badge>
      ))}
    </span>
  )
}
