// Search, All/Unread and the list of client messages, as both message screens show them.
import { Inbox, SearchX } from 'lucide-react'
import { LoadMore } from '../../components/load-more'
import { QueryError } from '../../components/query-error'
import { SearchBox } from '../../components/search-box'
import { VirtualList } from '../../components/virtual-list'
import { EmptyState } from '../../components/ui/empty-state'
import { Tabs, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { MessageListItem, MessageListSkeleton } from './message-list'
import type { MessageListState } from './use-message-list'

export function MessageListPanel({
  state,
  searchId,
}: {
  state: MessageListState
  searchId: string
}) {
  const { query, messages } = state
  return (
    <div className="flex min-h-0 flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          id={searchId}
          label="Search messages"
          placeholder="Search subject or text"
          defaultValue={state.q}
          onSearch={(text) => state.setQ(text || null)}
          isSearching={state.isSearching}
          className="w-full sm:max-w-sm"
        />
        <Tabs
          value={state.filter ?? 'all'}
          onValueChange={(value) => state.setFilter(value === 'unread' ? 'unread' : undefined)}
        >
          <TabsList aria-label="Show" className="h-11 md:h-10">
            <TabsTrigger value="all" className="min-h-9 px-4">
              All
            </TabsTrigger>
            <TabsTrigger value="unread" className="min-h-9 px-4">
              Unread
            </TabsTrigger>
          </TabsList>
        </Tabs>
      </div>
      <div className="overflow-hidden rounded-xl border bg-card shadow-xs">
        {state.paging.isPending ? (
          <MessageListSkeleton />
        ) : query.isError && messages.length === 0 ? (
          <div className="p-4">
            <QueryError error={query.error} onRetry={() => void query.refetch()} />
          </div>
        ) : messages.length === 0 ? (
          state.q ? (
            <EmptyState
              className="rounded-none border-0"
              icon={<SearchX />}
              title="No messages match your search"
              description={`Nothing found for “${state.q}”.`}
            />
          ) : (
            <EmptyState
              className="rounded-none border-0"
              icon={<Inbox />}
              title={state.filter === 'unread' ? 'No unread messages' : 'No messages yet'}
              description={state.filter === 'unread' ? 'You are all caught up.' : undefined}
            />
          )
        ) : (
          <VirtualList
            label="Messages"
            items={messages}
            total={state.totalCapped ? undefined : state.total}
            getKey={(message) => message.id}
            renderItem={(message) => (
              <MessageListItem
                message={message}
                person={state.personOf(message.person_id)}
                isSelected={state.openId === message.id}
                onOpen={() => state.open(message.id)}
              />
            )}
            estimateRowHeight={84}
            rowClassName="border-t first:border-t-0"
            paging={state.paging}
            hasLoadMoreButton={false}
            isStale={state.isSearching}
          />
        )}
      </div>
      {state.paging.hasMore ? (
        <LoadMore isLoading={state.paging.isLoadingMore} onLoadMore={state.paging.loadMore} />
      ) : null}
    </div>
  )
}
