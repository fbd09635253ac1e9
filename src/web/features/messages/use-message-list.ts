// The state both message screens share, kept in the URL: the search text (?q=), the unread filter
// (?filter=unread) and the open message (?message=id). Opening an unread message marks it read.
import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { Person } from '../../../domain/crm/person'
import type { Message } from '../../../domain/messages/message'
import { listCountLine } from '../../components/paged-card-list'
import { useInfiniteList } from '../../data/use-infinite-list'
import { useRecordsById } from '../../data/use-records-by-id'
import { useSearchParam } from '../../lib/use-search-param'
import { messageQueries, useMarkRead } from './api'

export function useMessageList() {
  const [q, setQ] = useSearchParam('q')
  const [filterParam, setFilter] = useSearchParam('filter')
  const [openId, setOpenId] = useSearchParam('message')
  const filter = filterParam === 'unread' ? 'unread' : undefined
  const query = useInfiniteQuery(messageQueries.list({ q: q || undefined, filter }))
  const paging = useInfiniteList(query)
  const messages = paging.items
  const { mutate: markRead } = useMarkRead()
  // The open message stays open when marking it read takes it out of an unread-only list.
  const found = messages.find((m) => m.id === openId)
  const [kept, setKept] = useState<Message | null>(null)
  if (found && found !== kept) setKept(found)
  const opened = found ?? (kept && kept.id === openId ? kept : null)
  const persons = useRecordsById<Person>('persons', [
    ...messages.map((m) => m.person_id),
    opened?.person_id,
  ])

  // Reading marks read, whether the message was clicked or opened from a link (?message=id).
  const marked = useRef<string | null>(null)
  useEffect(() => {
    if (opened?.unread && marked.current !== opened.id) {
      marked.current = opened.id
      markRead(opened.id)
    }
  }, [opened, markRead])

  return {
    q: q ?? '',
    setQ,
    filter,
    setFilter: (value: 'unread' | undefined) => setFilter(value ?? null),
    query,
    messages,
    total: paging.total,
    totalCapped: paging.totalCapped,
    isSearching: paging.isStale,
    paging,
    personOf: (personId: string) => persons.get(personId),
    opened,
    openId,
    open: (id: string | null) => setOpenId(id),
  }
}

export type MessageListState = ReturnType<typeof useMessageList>

/** The '12 messages' line under the page title ('3 unread messages' with the unread filter). */
export function messageCountLine(state: MessageListState): ReactNode {
  return listCountLine(state.paging, {
    singular: state.filter === 'unread' ? 'unread message' : 'message',
  })
}
