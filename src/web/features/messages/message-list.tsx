// Client messages as a list: who wrote, the subject, a preview, the date and 'New' while unread.
import type { Message } from '../../../domain/messages/message'
import type { Person } from '../../../domain/crm/person'
import { Avatar } from '../../components/ui/avatar'
import { Badge } from '../../components/ui/badge'
import { MediaLinesSkeleton } from '../../components/card-skeleton'
import { cn } from '../../lib/cn'
import { formatDate } from '../../lib/format'

export function personLabel(person: Person | null | undefined): string {
  return person === undefined ? '…' : (person?.name ?? 'Unknown')
}

export function MessageListItem({
  message,
  person,
  isSelected = false,
  onOpen,
}: {
  message: Message
  person: Person | null | undefined
  isSelected?: boolean
  onOpen: () => void
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={isSelected ? 'true' : undefined}
      className={cn(
        'flex w-full cursor-pointer items-start gap-3 px-4 py-3 text-left transition-colors outline-none hover:bg-accent/60 focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset',
        isSelected && 'bg-accent',
      )}
    >
      <Avatar name={personLabel(person)} src={person?.avatar || undefined} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-center justify-between gap-2">
          <span
            className={cn('truncate text-sm', message.unread ? 'font-semibold' : 'font-medium')}
          >
            {personLabel(person)}
          </span>
          <span className="shrink-0 text-xs text-muted-foreground">
            {formatDate(message.updated_at)}
          </span>
        </span>
        <span className="flex items-center gap-2">
          <span className={cn('truncate text-sm', message.unread && 'font-semibold')}>
            {message.subject}
          </span>
          {message.unread ? <Badge className="shrink-0">New</Badge> : null}
        </span>
        <span className="line-clamp-1 text-sm text-muted-foreground">{message.last_text}</span>
      </span>
    </button>
  )
}

export function MessageListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className="flex flex-col divide-y" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <MediaLinesSkeleton
          key={i}
          lines={['h-4 w-1/3', 'h-4 w-2/3']}
          className="items-start px-4 py-3"
        />
      ))}
    </div>
  )
}
