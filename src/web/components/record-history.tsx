// A record's History (issue #30): what happened to it, who or what did it and when, newest first
// (GET /api/{collection}/:id/history). Server mode only: the demo keeps no History, and its pages
// show no History tab or card.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { History } from 'lucide-react'
import {
  actorName,
  type HistoryCollection,
  type RecordEvent,
  type RecordEventPage,
} from '../../domain/history/record-event'
import { api } from '../data/api-client'
import { isDemoMode } from '../lib/env'
import { formatDateTime, formatRelative } from '../lib/format'
import type { DetailTab } from './detail-tabs'
import { QueryLoadMore } from './load-more'
import { QueryError } from './query-error'
import { Card, CardContent, CardHeader, CardTitle } from './ui/card'
import { EmptyState } from './ui/empty-state'
import { Skeleton } from './ui/skeleton'

export type HistoryRef = { collection: HistoryCollection; id: string }

const PAGE_SIZE = 50

/** Under the collection's key, so every change of the collection reads it again. */
export const recordHistoryQuery = ({ collection, id }: HistoryRef) =>
  infiniteQueryOptions({
    queryKey: [collection, 'history', id] as const,
    queryFn: ({ pageParam, signal }) =>
      api.get<RecordEventPage>(`/api/${collection}/${encodeURIComponent(id)}/history`, {
        signal,
        query: { limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.items),
    enabled: !isDemoMode,
  })

export const useRecordHistory = (ref: HistoryRef) => useInfiniteQuery(recordHistoryQuery(ref))

/** Whether the History is shown at all: server mode. */
export const hasHistory = !isDemoMode

/** The History tab of a detail page with tabs; none in the demo. */
export function historyTabs(ref: HistoryRef): DetailTab[] {
  return hasHistory
    ? [{ value: 'history', label: 'History', content: <RecordHistory {...ref} /> }]
    : []
}

/** The History as a card at the end of a detail page without tabs (estimate, invoice). */
export function RecordHistoryCard(ref: HistoryRef) {
  if (!hasHistory) return null
  return (
    <Card>
      <CardHeader>
        <CardTitle>History</CardTitle>
      </CardHeader>
      <CardContent>
        <RecordHistory {...ref} />
      </CardContent>
    </Card>
  )
}

export function RecordHistory(ref: HistoryRef) {
  const query = useRecordHistory(ref)
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    )
  }
  if (query.isError && !query.data) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />
  }
  const events = query.data ?? []
  if (events.length === 0) {
    return (
      <EmptyState
        icon={<History />}
        title="No history yet"
        description="Changes to this record show here: when it was created, sent, paid and more."
      />
    )
  }
  // "2 hours ago" as of when the list was read (it is read again on every change of the record).
  const now = query.dataUpdatedAt
  return (
    <div className="flex flex-col gap-2">
      <ol className="flex flex-col" aria-label="History">
        {events.map((event) => (
          <HistoryItem key={event.id} event={event} now={now} />
        ))}
      </ol>
      <QueryLoadMore query={query} />
    </div>
  )
}

function HistoryItem({ event, now }: { event: RecordEvent; now: number }) {
  return (
    <li className="flex gap-3 border-b py-3 last:border-b-0">
      <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary/70" />
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="text-sm font-medium break-words">{event.text}</p>
        <p className="text-xs text-muted-foreground">
          {actorName(event.actor)} ·{' '}
          <time dateTime={new Date(event.at).toISOString()} title={formatDateTime(event.at)}>
            {formatRelative(event.at, now)}
          </time>
        </p>
      </div>
    </li>
  )
}
