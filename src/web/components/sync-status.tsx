// What the phone's outbox holds (issue #33): "Waiting to sync (N)" while changes wait for the
// connection, and every change the server did not take: a conflict with both versions ("Keep mine"
// sends mine again on their version, "Keep theirs" drops mine) or a refusal ("Discard"). Mounting it
// also replays the outbox when the app opens and whenever the connection returns.
import { useQueryClient } from '@tanstack/react-query'
import { CloudUpload } from 'lucide-react'
import { useEffect, useId } from 'react'
import type { OutboxItem } from '../data/outbox/outbox-item'
import { discardOutboxItem } from '../data/outbox/outbox-store'
import {
  canFinishAnyway,
  connectOutbox,
  finishAnyway,
  keepMine,
} from '../data/outbox/replay-outbox'
import { useOutbox } from '../data/outbox/use-outbox'
import { formatDateTime } from '../lib/format'
import { Button } from './ui/button'

export function SyncStatus() {
  const queryClient = useQueryClient()
  // Subscribes the outbox to the connection's return; connectOutbox is safe to call again.
  useEffect(() => connectOutbox(queryClient), [queryClient])
  const { items, pending } = useOutbox()
  const unsynced = items.filter((item) => item.state !== 'pending')
  const listId = useId()
  return (
    <div className="flex flex-col gap-2">
      {/* Always there, so a screen reader announces it when it fills. */}
      <p
        role="status"
        aria-live="polite"
        className="flex items-center gap-2 text-sm text-muted-foreground"
      >
        {pending > 0 ? (
          <>
            <CloudUpload aria-hidden="true" className="size-4" />
            Waiting to sync ({pending})
          </>
        ) : null}
      </p>
      {unsynced.length > 0 ? (
        <section aria-labelledby={listId} className="flex flex-col gap-2">
          <h2 id={listId} className="text-sm font-semibold">
            Not synced
          </h2>
          <ul className="flex flex-col gap-2">
            {unsynced.map((item) => (
              <UnsyncedItem key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

/** The fields a conflict shows: what the change sets, without its bookkeeping. */
const HIDDEN_FIELDS = new Set(['version', 'acted_at'])

const shown = (value: unknown): string =>
  value === undefined || value === null || value === ''
    ? '(empty)'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value)

function UnsyncedItem({ item }: { item: OutboxItem }) {
  const titleId = useId()
  const fields = Object.keys(item.body ?? {}).filter((name) => !HIDDEN_FIELDS.has(name))
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-2 rounded-md border p-3 text-sm">
      <p id={titleId} className="font-medium">
        {item.label}
      </p>
      <p className="text-muted-foreground">
        {item.state === 'conflict' ? 'Changed by the office meanwhile' : 'Not accepted'}
        {item.error ? `: ${item.error}` : ''} (done {formatDateTime(item.acted_at)})
      </p>
      {item.state === 'conflict' && item.current ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {fields.map((name) => (
            <Versions
              key={name}
              name={name}
              mine={item.body?.[name]}
              theirs={item.current?.[name]}
            />
          ))}
        </dl>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {item.state === 'conflict' ? (
          <>
            <Button size="sm" onClick={() => void keepMine(item)}>
              Keep mine
            </Button>
            <Button size="sm" variant="outline" onClick={() => void discardOutboxItem(item.id)}>
              Keep theirs
            </Button>
          </>
        ) : (
          <>
            {canFinishAnyway(item) ? (
              <Button size="sm" onClick={() => void finishAnyway(item)}>
                Finish anyway
              </Button>
            ) : null}
            <Button size="sm" variant="outline" onClick={() => void discardOutboxItem(item.id)}>
              Discard
            </Button>
          </>
        )}
      </div>
    </li>
  )
}

function Versions({ name, mine, theirs }: { name: string; mine: unknown; theirs: unknown }) {
  const label = name.replaceAll('_', ' ')
  return (
    <>
      <dt className="text-muted-foreground">Yours ({label})</dt>
      <dd>{shown(mine)}</dd>
      <dt className="text-muted-foreground">The office’s ({label})</dt>
      <dd>{shown(theirs)}</dd>
    </>
  )
}
