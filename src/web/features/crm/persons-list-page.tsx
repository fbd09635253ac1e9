import { useInfiniteQuery } from '@tanstack/react-query'
import { LoaderCircle, Plus, Search, SearchX, UserRound } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { QueryError } from '../../components/query-error'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { Skeleton } from '../../components/ui/skeleton'
import { VirtualList } from '../../components/virtual-list'
import { useInfiniteList } from '../../data/use-infinite-list'
import { formatTotal } from '../../lib/format'
import { SEARCH_PAUSE_MS } from '../../components/search-box'
import { useDebouncedCallback } from '../../lib/use-debounced-callback'
import { personQueries } from './api'
import { PersonCard, PersonCardSkeleton } from './person-card'

/** Short enough that results show within 150 ms of the last keystroke; older requests are aborted. */
export function PersonsListPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const q = (searchParams.get('q') ?? '').trim()

  const query = useInfiniteQuery(personQueries.list({ q: q || undefined }))
  const list = useInfiniteList(query)
  const { items: persons, total, totalCapped, isStale: isSearching } = list
  const countLine =
    total !== undefined ? (
      <span aria-live="polite">{formatTotal(total, totalCapped, 'contact')}</span>
    ) : list.isPending ? (
      <Skeleton className="h-4 w-24" />
    ) : undefined

  // The search text lives in the URL (shareable, survives reload); typing updates it after a pause.
  const setSearch = useDebouncedCallback((text: string) => {
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (text.trim()) next.set('q', text.trim())
        else next.delete('q')
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }, SEARCH_PAUSE_MS)

  return (
    <Page>
      <PageHeader
        title="Persons"
        description={countLine}
        actions={
          <Button asChild>
            <Link to="/crm/contacts/persons/new">
              <Plus aria-hidden="true" />
              Add Person
            </Link>
          </Button>
        }
      />

      <div className="relative max-w-md" role="search">
        <Label htmlFor="person-search" className="sr-only">
          Search persons
        </Label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id="person-search"
          type="search"
          placeholder="Search by name, email or phone"
          defaultValue={q}
          onChange={(event) => setSearch(event.currentTarget.value)}
          autoComplete="off"
          className="pr-9 pl-9"
        />
        {isSearching ? (
          <LoaderCircle
            aria-label="Searching"
            className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
          />
        ) : null}
      </div>

      {list.isPending ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <PersonCardSkeleton key={i} />
          ))}
        </div>
      ) : query.isError && persons.length === 0 ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : persons.length === 0 ? (
        q ? (
          <EmptyState
            icon={<SearchX />}
            title="No persons match your search"
            description={`Nothing found for “${q}”. Try a different name, email or phone.`}
          />
        ) : (
          <EmptyState
            icon={<UserRound />}
            title="No persons yet"
            description="Add your first contact to get started."
            action={
              <Button asChild>
                <Link to="/crm/contacts/persons/new">Add Person</Link>
              </Button>
            }
          />
        )
      ) : (
        <VirtualList
          label="Persons"
          items={persons}
          total={totalCapped ? undefined : total}
          getKey={(person) => person.id}
          renderItem={(person) => <PersonCard person={person} />}
          columns={{ base: 1, sm: 2, xl: 3 }}
          estimateRowHeight={150}
          paging={list}
          isStale={isSearching}
        />
      )}
    </Page>
  )
}
