// The assistant conversation as bubbles, with each answer's contact suggestions (call, text, open)
// and a "thinking" row while an answer is pending.
import { ExternalLink, MessageSquareText, Phone, Sparkles } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { Link } from 'react-router'
import type { ChatMessage, Suggestion } from '../../../domain/assistant/chat-message'
import { isSafeLink } from '../../../domain/shared/safe-link'
import { Button } from '../../components/ui/button'
import { useCan } from '../../lib/access'
import { cn } from '../../lib/cn'
import { openSms } from '../../lib/events'

function SuggestionButton({
  suggestion,
  onNavigate,
}: {
  suggestion: Suggestion
  onNavigate?: () => void
}) {
  const className = 'min-h-11 sm:min-h-8'
  // Texting opens the SMS threads, which are messages: not for a role that may not read them.
  const canText = useCan('messages:read')
  // Suggestions come back from localStorage too: a link the app would not make is not shown.
  if (suggestion.type !== 'text' && !isSafeLink(suggestion.action)) return null
  if (suggestion.type === 'call') {
    return (
      <Button asChild size="sm" variant="outline" className={className}>
        <a href={suggestion.action}>
          <Phone aria-hidden="true" />
          {suggestion.text}
        </a>
      </Button>
    )
  }
  if (suggestion.type === 'text') {
    if (!canText) return null
    return (
      <Button
        size="sm"
        variant="outline"
        className={className}
        onClick={() => openSms({ personId: suggestion.contactId })}
      >
        <MessageSquareText aria-hidden="true" />
        {suggestion.text}
      </Button>
    )
  }
  return (
    <Button asChild size="sm" variant="outline" className={className}>
      <Link to={suggestion.action} onClick={onNavigate}>
        <ExternalLink aria-hidden="true" />
        {suggestion.text}
      </Link>
    </Button>
  )
}

export function ChatTranscript({
  messages,
  isPending,
  empty,
  onNavigate,
  renderActions,
}: {
  messages: readonly ChatMessage[]
  isPending: boolean
  empty: ReactNode
  /** A suggestion led to another page (the panel closes). */
  onNavigate?: () => void
  /** Extra controls under a message (the AI screen's save-as-note). */
  renderActions?: (message: ChatMessage) => ReactNode
}) {
  const endRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' })
  }, [messages.length, isPending])

  if (messages.length === 0 && !isPending) return <>{empty}</>
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-4" aria-label="Conversation" aria-live="polite">
        {messages.map((message) => {
          const isUser = message.role === 'user'
          return (
            <li
              key={message.id}
              className={cn('flex flex-col gap-2', isUser ? 'items-end' : 'items-start')}
            >
              <div
                className={cn(
                  'max-w-[88%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap',
                  isUser && 'rounded-br-md bg-primary text-primary-foreground',
                  !isUser && !message.isError && 'rounded-bl-md bg-muted',
                  message.isError &&
                    'rounded-bl-md border border-destructive/30 bg-destructive/10 text-destructive',
                )}
                role={message.isError ? 'alert' : undefined}
              >
                {!isUser ? (
                  <span className="sr-only">Assistant: </span>
                ) : (
                  <span className="sr-only">You: </span>
                )}
                {message.content}
              </div>
              {message.suggestions.length > 0 ? (
                <div className="flex flex-wrap gap-2">
                  {message.suggestions.map((s) => (
                    <SuggestionButton
                      key={`${s.type}-${s.contactId}`}
                      suggestion={s}
                      {...(onNavigate ? { onNavigate } : {})}
                    />
                  ))}
                </div>
              ) : null}
              {renderActions?.(message)}
            </li>
          )
        })}
      </ol>
      {isPending ? (
        <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Sparkles aria-hidden="true" className="size-4 animate-pulse text-primary" />
          Thinking…
        </div>
      ) : null}
      <div ref={endRef} />
    </div>
  )
}
