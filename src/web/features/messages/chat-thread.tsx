// One team conversation: its messages oldest to newest (earlier ones on request) and the composer.
import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { DEFAULT_AUTHOR } from '../../../domain/messages/team-chat-message'
import { ChatComposer } from '../../components/chat-composer'
import { QueryError } from '../../components/query-error'
import { Button } from '../../components/ui/button'
import { Skeleton } from '../../components/ui/skeleton'
import { cn } from '../../lib/cn'
import { formatDateTime } from '../../lib/format'
import { teamChatQueries, useSendTeamChatMessage } from './api'

export function ChatThread({ chatId }: { chatId: string }) {
  const query = useInfiniteQuery(teamChatQueries.messages(chatId))
  const send = useSendTeamChatMessage()
  const messages = (query.data?.pages.flatMap((page) => page.items) ?? []).slice().reverse()
  const endRef = useRef<HTMLDivElement>(null)
  const newest = messages.at(-1)?.id

  // Keep the newest message in view when the conversation opens and when one arrives.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' })
  }, [newest])

  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4" aria-live="polite">
        {query.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <Skeleton className="h-12 w-2/3 rounded-2xl" />
            <Skeleton className="ml-auto h-12 w-1/2 rounded-2xl" />
          </div>
        ) : query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : messages.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">
            No messages yet. Say hello to the team.
          </p>
        ) : (
          <ol className="flex flex-col gap-3" aria-label="Messages">
            {query.hasNextPage ? (
              <li className="flex justify-center">
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  Load earlier messages
                </Button>
              </li>
            ) : null}
            {messages.map((message) => {
              const isMine = message.author === DEFAULT_AUTHOR
              return (
                <li
                  key={message.id}
                  className={cn('flex flex-col gap-1', isMine ? 'items-end' : 'items-start')}
                >
                  <span className="px-1 text-xs text-muted-foreground">
                    {isMine ? 'You' : message.author} · {formatDateTime(message.sent_at)}
                  </span>
                  <p
                    className={cn(
                      'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap',
                      isMine
                        ? 'rounded-br-md bg-primary text-primary-foreground'
                        : 'rounded-bl-md bg-muted',
                    )}
                  >
                    {message.text}
                  </p>
                </li>
              )
            })}
          </ol>
        )}
        <div ref={endRef} />
      </div>
      <ChatComposer
        label="Message"
        placeholder="Write a message"
        isBusy={send.isPending}
        onSend={async (text) => {
          try {
            await send.mutateAsync({ chat_id: chatId, text })
            return true
          } catch {
            return false // the mutation cache shows the error toast
          }
        }}
      />
    </>
  )
}
