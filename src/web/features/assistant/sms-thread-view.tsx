// One SMS conversation: messages oldest to newest, a composer whose Send is disabled for blank text,
// and the device's own SMS app as another way to send (no simulated reply then).
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, Smartphone } from 'lucide-react'
import { useEffect, useRef } from 'react'
import type { Person } from '../../../domain/crm/person'
import { smsHref } from '../../../domain/messages/phone'
import { ChatComposer } from '../../components/chat-composer'
import { QueryError } from '../../components/query-error'
import { Avatar } from '../../components/ui/avatar'
import { Button } from '../../components/ui/button'
import { Skeleton } from '../../components/ui/skeleton'
import { useRecordsById } from '../../data/use-records-by-id'
import { cn } from '../../lib/cn'
import { formatDateTime } from '../../lib/format'
import { smsQueries, useSendSms } from './api'
import { scheduleSimulatedReply } from './sms-reply'

export function SmsThreadView({
  threadId,
  personId,
  onBack,
}: {
  threadId: string
  personId: string
  onBack: () => void
}) {
  const queryClient = useQueryClient()
  const person = useRecordsById<Person>('persons', [personId]).get(personId)
  const query = useQuery(smsQueries.messages(threadId))
  const send = useSendSms()
  const messages = (query.data?.items ?? []).slice().reverse()
  const endRef = useRef<HTMLDivElement>(null)
  const newest = messages.at(-1)?.id
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' })
  }, [newest])
  const name = person === undefined ? '…' : (person?.name ?? 'Unknown')
  const phone = person?.phone ?? ''

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex min-h-14 items-center gap-2 border-b px-2">
        <Button variant="ghost" size="icon-lg" aria-label="All conversations" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Button>
        <Avatar name={name} src={person?.avatar || undefined} size="sm" />
        <div className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-semibold">{name}</span>
          <span className="truncate text-xs text-muted-foreground">
            {phone || 'No phone number'}
          </span>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
        {query.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <Skeleton className="h-10 w-2/3 rounded-2xl" />
            <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
          </div>
        ) : query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : messages.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">
            No messages yet. Say hi to {name}.
          </p>
        ) : (
          <ol
            className="flex flex-col gap-2"
            aria-label={`Messages with ${name}`}
            aria-live="polite"
          >
            {messages.map((m) => {
              const isMine = m.from === 'me'
              return (
                <li
                  key={m.id}
                  className={cn('flex flex-col gap-0.5', isMine ? 'items-end' : 'items-start')}
                >
                  <p
                    className={cn(
                      'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap',
                      isMine
                        ? 'rounded-br-md bg-primary text-primary-foreground'
                        : 'rounded-bl-md bg-muted',
                    )}
                  >
                    <span className="sr-only">{isMine ? 'You: ' : `${name}: `}</span>
                    {m.text}
                  </p>
                  <span className="px-1 text-[11px] text-muted-foreground">
                    {formatDateTime(m.ts)}
                  </span>
                </li>
              )
            })}
          </ol>
        )}
        <div ref={endRef} />
      </div>
      <ChatComposer
        label="Text message"
        placeholder="Text message"
        maxLength={1600}
        isBusy={send.isPending}
        onSend={async (text) => {
          try {
            await send.mutateAsync({ thread_id: threadId, text })
            scheduleSimulatedReply(queryClient, threadId, text)
            return true
          } catch {
            return false
          }
        }}
        after={({ text, clear }) =>
          phone ? (
            <Button
              asChild={text !== ''}
              variant="outline"
              size="icon-lg"
              aria-label="Send with this device's SMS app"
              disabled={text === ''}
            >
              {text !== '' ? (
                <a
                  href={smsHref(phone, text)}
                  onClick={() => {
                    // Kept in the thread too; the device sends it, so no simulated reply.
                    send.mutate({ thread_id: threadId, text })
                    clear()
                  }}
                >
                  <Smartphone aria-hidden="true" className="size-5" />
                </a>
              ) : (
                <Smartphone aria-hidden="true" className="size-5" />
              )}
            </Button>
          ) : null
        }
      />
    </div>
  )
}
