// The Messages tab of a person: their conversations, newest first.
import { useQuery } from '@tanstack/react-query'
import { Clock, MessageSquare } from 'lucide-react'
import { ListSkeleton } from '../../components/card-skeleton'
import { QueryError } from '../../components/query-error'
import { Badge } from '../../components/ui/badge'
import { EmptyState } from '../../components/ui/empty-state'
import { formatDate } from '../../lib/format'
import { personQueries } from './api'

export function PersonMessagesTab({ personId }: { personId: string }) {
  const messages = useQuery(personQueries.messages(personId))
  if (messages.isPending) return <ListSkeleton />
  if (messages.isError) {
    return <QueryError error={messages.error} onRetry={() => void messages.refetch()} />
  }
  if (messages.data.items.length === 0) {
    return <EmptyState icon={<MessageSquare />} title="No messages yet" />
  }
  return (
    <ul className="flex flex-col divide-y rounded-xl border bg-card shadow-xs">
      {messages.data.items.map((message) => (
        <li key={message.id} className="flex flex-col gap-1 p-4">
          <div className="flex items-start justify-between gap-3">
            <span className="flex items-center gap-2 font-medium">
              {message.subject}
              {message.unread ? <Badge>New</Badge> : null}
            </span>
            <span className="flex shrink-0 items-center gap-1.5 text-xs text-muted-foreground">
              <Clock aria-hidden="true" className="size-3.5" />
              {formatDate(message.updated_at)}
            </span>
          </div>
          <p className="line-clamp-2 text-sm text-muted-foreground">{message.last_text}</p>
        </li>
      ))}
    </ul>
  )
}
