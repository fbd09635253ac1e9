// Team Chat: conversations (search, newest activity first) and the open one's messages with a
// composer. Sending stores the message and moves the conversation to the top. ?chat=id keeps the
// open conversation in the URL; on phones it takes the screen with a way back.
import { useInfiniteQuery } from '@tanstack/react-query'
import { ArrowLeft, MessagesSquare, Plus, SearchX } from 'lucide-react'
import { useState } from 'react'
import type { TeamChat } from '../../../domain/messages/team-chat'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { ConversationRow } from '../../components/conversation-row'
import { QueryError } from '../../components/query-error'
import { SearchBox } from '../../components/search-box'
import { Avatar } from '../../components/ui/avatar'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { Skeleton } from '../../components/ui/skeleton'
import { cn } from '../../lib/cn'
import { useSearchParam } from '../../lib/use-search-param'
import { teamChatQueries } from './api'
import { ChatThread } from './chat-thread'
import { NewConversationDialog } from './new-conversation-dialog'

export function TeamChatPage() {
  const [q, setQ] = useSearchParam('q')
  const [chatId, setChatId] = useSearchParam('chat')
  const [isCreating, setCreating] = useState(false)
  const query = useInfiniteQuery(teamChatQueries.list(q || undefined))
  const chats = query.data?.pages.flatMap((page) => page.items) ?? []
  const isSearching = query.isFetching && query.isPlaceholderData
  // Keep the open conversation while a search hides it from the list.
  const [lastOpen, setLastOpen] = useState<TeamChat | null>(null)
  const found = chats.find((c) => c.id === chatId)
  if (found && found !== lastOpen) setLastOpen(found)
  const open = found ?? (lastOpen?.id === chatId ? lastOpen : null)

  return (
    <Page className="max-w-7xl">
      <PageHeader
        title="Team Chat"
        description="Conversations with your crews and office"
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            New conversation
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className={cn('flex flex-col gap-3', open && 'hidden lg:flex')}>
          <SearchBox
            id="team-chat-search"
            label="Search conversations"
            placeholder="Search conversations"
            defaultValue={q ?? ''}
            onSearch={(text) => setQ(text || null)}
            isSearching={isSearching}
          />
          <div className="overflow-hidden rounded-xl border bg-card shadow-xs">
            {query.isPending ? (
              <div className="flex flex-col gap-3 p-4" aria-busy="true">
                {Array.from({ length: 3 }, (_, i) => (
                  <Skeleton key={i} className="h-14 rounded-lg" />
                ))}
              </div>
            ) : query.isError && chats.length === 0 ? (
              <div className="p-4">
                <QueryError error={query.error} onRetry={() => void query.refetch()} />
              </div>
            ) : chats.length === 0 ? (
              <EmptyState
                className="rounded-none border-0"
                icon={q ? <SearchX /> : <MessagesSquare />}
                title={q ? 'No conversations match your search' : 'No conversations yet'}
              />
            ) : (
              <ul className="divide-y" aria-label="Conversations">
                {chats.map((chat) => (
                  <li key={chat.id}>
                    <ConversationRow
                      name={chat.title}
                      avatarName={chat.title.slice(0, 1)}
                      updatedAt={chat.updated_at}
                      lastText={chat.last_text}
                      onOpen={() => setChatId(chat.id)}
                      isCurrent={chat.id === chatId}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
        <section
          aria-label={open ? open.title : 'Conversation'}
          className={cn(
            'flex h-[calc(100dvh-var(--topbar-height)-var(--tabbar-height)-13rem)] min-h-96 flex-col overflow-hidden rounded-xl border bg-card shadow-xs md:h-[calc(100dvh-12rem)]',
            !open && 'hidden lg:flex',
          )}
        >
          {open ? (
            <>
              <header className="flex min-h-14 items-center gap-2 border-b px-3">
                <Button
                  variant="ghost"
                  size="icon-lg"
                  aria-label="Back to conversations"
                  className="lg:hidden"
                  onClick={() => setChatId(null)}
                >
                  <ArrowLeft aria-hidden="true" className="size-5" />
                </Button>
                <Avatar name={open.title.slice(0, 1)} size="sm" />
                <h2 className="truncate font-semibold">{open.title}</h2>
              </header>
              <ChatThread key={open.id} chatId={open.id} />
            </>
          ) : (
            <EmptyState
              className="m-auto border-0 bg-transparent"
              icon={<MessagesSquare />}
              title="Choose a conversation"
              description="Pick one on the left, or start a new one."
            />
          )}
        </section>
      </div>
      <NewConversationDialog
        open={isCreating}
        onOpenChange={setCreating}
        onCreated={(chat) => setChatId(chat.id)}
      />
    </Page>
  )
}
