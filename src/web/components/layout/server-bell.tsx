// The bell's button and its list (issue #30), loaded after the first screen: Radix's popover,
// zod and the dates stay out of the entry (scripts/size.mjs budget).
import { useQuery } from '@tanstack/react-query'
import { Bell, CheckCheck } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { bellLabel, type Notification } from '../../../domain/notifications/notification'
import { cn } from '../../lib/cn'
import { formatDateTime, formatRelative } from '../../lib/format'
import { Button } from '../ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover'
import {
  notificationsQuery,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from './notifications-api'

export function ServerBell({ className }: { className?: string }) {
  const [isOpen, setOpen] = useState(false)
  const query = useQuery(notificationsQuery())
  const unread = query.data?.unread ?? 0
  const navigate = useNavigate()
  const markRead = useMarkNotificationRead()
  const markAll = useMarkAllNotificationsRead()
  const open = (notification: Notification) => {
    if (notification.read_at === null) markRead.mutate(notification.id)
    setOpen(false)
    if (notification.link) void navigate(notification.link)
  }
  return (
    <Popover open={isOpen} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          aria-label={bellLabel(unread)}
          title={bellLabel(unread)}
          className={cn(
            'relative flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
            className,
          )}
        >
          <Bell aria-hidden="true" className="size-5" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              className="absolute top-1.5 right-1.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </button>
      </PopoverTrigger>
      <PopoverContent
        aria-label="Notifications"
        className="flex max-h-[min(32rem,calc(100dvh-6rem))] w-[min(24rem,calc(100vw-1rem))] flex-col"
      >
        <div className="flex items-center justify-between gap-2 border-b px-4 py-2">
          <h2 className="text-sm font-semibold">Notifications</h2>
          <Button
            variant="ghost"
            size="sm"
            disabled={unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            <CheckCheck aria-hidden="true" />
            Mark all read
          </Button>
        </div>
        <NotificationItems
          items={query.data?.items}
          isError={query.isError}
          now={query.dataUpdatedAt}
          onOpen={open}
        />
      </PopoverContent>
    </Popover>
  )
}

function NotificationItems({
  items,
  isError,
  now,
  onOpen,
}: {
  items: Notification[] | undefined
  isError: boolean
  now: number
  onOpen: (notification: Notification) => void
}) {
  if (items === undefined) {
    return (
      <p className="px-4 py-6 text-center text-sm text-muted-foreground">
        {isError ? 'Notifications could not be loaded' : 'Loading…'}
      </p>
    )
  }
  if (items.length === 0) {
    return (
      <p className="px-4 py-6 text-center text-sm text-muted-foreground">
        You're all caught up: no notifications yet
      </p>
    )
  }
  return (
    <ul className="min-h-0 flex-1 overflow-y-auto py-1">
      {items.map((n) => (
        <li key={n.id}>
          <button
            type="button"
            onClick={() => onOpen(n)}
            className="flex w-full cursor-pointer gap-3 px-4 py-3 text-left outline-none hover:bg-accent focus-visible:bg-accent"
          >
            <span
              aria-hidden="true"
              className={cn(
                'mt-1.5 size-2 shrink-0 rounded-full',
                n.read_at === null ? 'bg-primary' : 'bg-transparent',
              )}
            />
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className={cn('text-sm break-words', n.read_at === null && 'font-semibold')}>
                {n.title}
                {n.read_at === null ? <span className="sr-only"> (unread)</span> : null}
              </span>
              {n.body ? (
                <span className="text-sm break-words text-muted-foreground">{n.body}</span>
              ) : null}
              <time
                className="text-xs text-muted-foreground"
                dateTime={new Date(n.created_at).toISOString()}
                title={formatDateTime(n.created_at)}
              >
                {formatRelative(n.created_at, now)}
              </time>
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
