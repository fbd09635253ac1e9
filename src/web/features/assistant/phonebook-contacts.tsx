// The phonebook's contact list: the CRM's persons by name, grouped by first letter, searchable.
import { useInfiniteQuery } from '@tanstack/react-query'
import { SearchX, UsersRound } from 'lucide-react'
import { useState } from 'react'
import { contactGroupLetter } from '../../../domain/messages/phonebook'
import { QueryLoadMore } from '../../components/load-more'
import { ListSkeleton } from '../../components/card-skeleton'
import { QueryError } from '../../components/query-error'
import { SearchBox } from '../../components/search-box'
import { Avatar } from '../../components/ui/avatar'
import { EmptyState } from '../../components/ui/empty-state'
import { phonebookQueries } from './api'

export function PhonebookContacts({ onSelect }: { onSelect: (personId: string) => void }) {
  const [q, setQ] = useState('')
  const query = useInfiniteQuery(phonebookQueries.contacts(q || undefined))
  const contacts = query.data?.pages.flatMap((page) => page.items) ?? []
  const groups = new Map<string, typeof contacts>()
  for (const person of contacts) {
    const letter = contactGroupLetter(person.name)
    groups.set(letter, [...(groups.get(letter) ?? []), person])
  }

  return (
    <div className="flex flex-col gap-3 p-4">
      <SearchBox
        id="phonebook-search"
        label="Search contacts"
        placeholder="Search name, phone or email"
        onSearch={setQ}
        isSearching={query.isFetching && query.isPlaceholderData}
      />
      {query.isPending ? (
        <ListSkeleton rows={6} rowClassName="h-14 rounded-lg" />
      ) : query.isError && contacts.length === 0 ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : contacts.length === 0 ? (
        <EmptyState
          icon={q ? <SearchX /> : <UsersRound />}
          title={q ? 'No contacts match your search' : 'No contacts yet'}
        />
      ) : (
        <div className="flex flex-col gap-3">
          {[...groups].map(([letter, people]) => (
            <section key={letter} aria-label={letter}>
              <h3 className="sticky top-0 bg-card px-1 py-1 text-xs font-semibold text-muted-foreground">
                {letter}
              </h3>
              <ul aria-label={`Contacts ${letter}`}>
                {people.map((person) => (
                  <li key={person.id}>
                    <button
                      type="button"
                      onClick={() => onSelect(person.id)}
                      className="flex min-h-14 w-full cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-left outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    >
                      <Avatar name={person.name} src={person.avatar || undefined} size="sm" />
                      <span className="flex min-w-0 flex-col">
                        <span className="truncate text-sm font-medium">{person.name}</span>
                        <span className="truncate text-xs text-muted-foreground">
                          {person.phone || person.email || 'No phone'}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {query.isPlaceholderData ? null : <QueryLoadMore query={query} />}
        </div>
      )}
    </div>
  )
}
