// One conversation in a list of them (team chats, SMS threads): who, when, and its last text; a
// button that opens it.
import { formatDate } from '../lib/format'
import { cn } from '../lib/cn'
import { Avatar } from './ui/avatar'

export type ConversationRowProps = {
  name: string
  /** The avatar's name (its initials) and picture. */
  avatarName?: string
  avatarSrc?: string | undefined
  updatedAt: number
  lastText: string
  onOpen: () => void
  /** The conversation shown beside the list. */
  isCurrent?: boolean
}

export function ConversationRow({
  name,
  avatarName = name,
  avatarSrc,
  updatedAt,
  lastText,
  onOpen,
  isCurrent = false,
}: ConversationRowProps) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={isCurrent ? 'true' : undefined}
      className={cn(
        'flex w-full cursor-pointer items-center gap-3 px-4 py-3 text-left transition-colors outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset',
        isCurrent && 'bg-accent',
      )}
    >
      <Avatar name={avatarName} src={avatarSrc} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-sm font-medium">{name}</span>
          <span className="shrink-0 text-xs text-muted-foreground">{formatDate(updatedAt)}</span>
        </span>
        <span className="line-clamp-1 text-sm text-muted-foreground">
          {lastText || 'No messages yet'}
        </span>
      </span>
    </button>
  )
}
