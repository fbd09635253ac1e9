// The SMS conversation panel (SPEC: global overlays): threads with contacts, newest first, and one
// open thread. Opened for a contact (open-sms with { personId }) it goes straight to their thread.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { MessageSquarePlus, MessagesSquare, SearchX } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { Person } from '../../../domain/crm/person'
import { ConversationRow } from '../../components/conversation-row'
import { QueryError } from '../../components/query-error'
import { SearchBox } from '../../components/search-box'
import { Avatar } from '../../components/ui/avatar'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { Sheet, SheetContent, SheetHeader } from '../../components/ui/sheet'
import { Skeleton } from '../../components/ui/skeleton'
import { useRecordsById } from '../../data/use-records-by-id'
import { toastError } from '../../lib/toast'
import { phonebookQueries, smsQueries, useOpenSmsThread } from './api'
import { SmsThreadView } from './sms-thread-view'
import type { OverlayProps } from '../../components/overlay-props'

type View =
  { kind: 'threads' } | { kind: 'pick' } | { kind: 'thread'; threadId: string; personId: string }

export function SmsPanel({
  open,
  onOpenChange,
  personId,
}: OverlayProps & {
  /** Open this contact's thread (creating it the first time). */
  personId: string | undefined
}) {
  const [view, setView] = useState<View>({ kind: 'threads' })
  const threads = useQuery({ ...smsQueries.threads(), enabled: open })
  const persons = useRecordsById<Person>(
    'persons',
    threads.data?.items.map((t) => t.person_id) ?? [],
  )
  const openThread = useOpenSmsThread()
  const { mutate: openFor } = openThread

  function startWith(id: string) {
    openFor(id, {
      onSuccess: (thread) =>
        setView({ kind: 'thread', threadId: thread.id, personId: thread.person_id }),
      onError: (error) => toastError('Could not open the conversation', error.message),
    })
  }

  // Opened plainly: start at the thread list (adjusting state as the props change, during render).
  const openKey = open ? `open:${personId ?? ''}` : null
  const [seenKey, setSeenKey] = useState<string | null>(null)
  if (openKey !== seenKey) {
    setSeenKey(openKey)
    if (open && !personId) setView({ kind: 'threads' })
  }
  // Opened for a contact: go to their thread (made the first time).
  useEffect(() => {
    if (!open || !personId) return
    openFor(personId, {
      onSuccess: (thread) =>
        setView({ kind: 'thread', threadId: thread.id, personId: thread.person_id }),
      onError: (error) => toastError('Could not open the conversation', error.message),
    })
  }, [open, personId, openFor])

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent>
        <SheetHeader
          title="SMS"
          description="Text messages with your contacts"
          actions={
            view.kind === 'threads' ? (
              <Button
                variant="ghost"
                size="icon-lg"
                aria-label="New message"
                onClick={() => setView({ kind: 'pick' })}
              >
                <MessageSquarePlus aria-hidden="true" className="size-5" />
              </Button>
            ) : null
          }
        />
        {view.kind === 'thread' ? (
          <SmsThreadView
            key={view.threadId}
            threadId={view.threadId}
            personId={view.personId}
            onBack={() => setView({ kind: 'threads' })}
          />
        ) : view.kind === 'pick' ? (
          <ContactPicker
            onPick={startWith}
            onCancel={() => setView({ kind: 'threads' })}
            isBusy={openThread.isPending}
          />
        ) : (
          <div className="min-h-0 flex-1 overflow-y-auto">
            {threads.isPending || (openThread.isPending && personId) ? (
              <div className="flex flex-col gap-2 p-4" aria-busy="true">
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} className="h-14 rounded-lg" />
                ))}
              </div>
            ) : threads.isError ? (
              <div className="p-4">
                <QueryError error={threads.error} onRetry={() => void threads.refetch()} />
              </div>
            ) : threads.data.items.length === 0 ? (
              <div className="p-4">
                <EmptyState
                  icon={<MessagesSquare />}
                  title="No text conversations yet"
                  action={<Button onClick={() => setView({ kind: 'pick' })}>New message</Button>}
                />
              </div>
            ) : (
              <ul className="divide-y" aria-label="Conversations">
                {threads.data.items.map((thread) => {
                  const person = persons.get(thread.person_id)
                  const name = person === undefined ? '…' : (person?.name ?? 'Unknown')
                  return (
                    <li key={thread.id}>
                      <ConversationRow
                        name={name}
                        avatarSrc={person?.avatar || undefined}
                        updatedAt={thread.updated_at}
                        lastText={thread.last_text}
                        onOpen={() =>
                          setView({
                            kind: 'thread',
                            threadId: thread.id,
                            personId: thread.person_id,
                          })
                        }
                      />
                    </li>
                  )
                })}
              </ul>
            )}
          </div>
        )}
      </SheetContent>
    </Sheet>
  )
}

function ContactPicker({
  onPick,
  onCancel,
  isBusy,
}: {
  onPick: (personId: string) => void
  onCancel: () => void
  isBusy: boolean
}) {
  const [q, setQ] = useState('')
  const query = useInfiniteQuery(phonebookQueries.contacts(q || undefined))
  const contacts = (query.data?.pages.flatMap((page) => page.items) ?? []).filter((p) => p.phone)
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">New message to…</h3>
        <Button variant="ghost" size="sm" className="min-h-11 sm:min-h-8" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <SearchBox
        id="sms-contact-search"
        label="Search contacts"
        placeholder="Search contacts"
        onSearch={setQ}
      />
      {query.isPending ? (
        <Skeleton className="h-40 rounded-lg" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : contacts.length === 0 ? (
        <EmptyState icon={<SearchX />} title="No contacts with a phone number match" />
      ) : (
        <ul aria-label="Contacts">
          {contacts.map((person) => (
            <li key={person.id}>
              <button
                type="button"
                disabled={isBusy}
                onClick={() => onPick(person.id)}
                className="flex min-h-14 w-full cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-left outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
              >
                <Avatar name={person.name} size="sm" />
                <span className="flex min-w-0 flex-col">
                  <span className="truncate text-sm font-medium">{person.name}</span>
                  <span className="truncate text-xs text-muted-foreground">{person.phone}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
