import { useInfiniteQuery } from '@tanstack/react-query'
import { LoaderCircle, Plus, Search, SearchX, UserRound } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { LoadMore } from '../../components/load-more'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { QueryError } from '../../components/query-error'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { Skeleton } from '../../components/ui/skeleton'
import { formatCount } from '../../lib/format'
import { useDebouncedCallback } from '../../lib/use-debounced-callback'
import { personQueries } from './api'
import { PersonCard, PersonCardSkeleton } from './person-card'

export const SEARCH_DEBOUNCE_MS = 200

export function PersonsListPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const q = (searchParams.get('q') ?? '').trim()

  const query = useInfiniteQuery(personQueries.list({ q: q || undefined }))
  const persons = query.data?.pages.flatMap((page) => page.items) ?? []
  const total = query.data?.pages[0]?.total
  const isSearching = query.isFetching && query.isPlaceholderData
  const countLine =
    total !== undefined ? (
      <span aria-live="polite">{formatCount(total, 'contact')}</span>
    ) : query.isPending ? (
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
  }, SEARCH_DEBOUNCE_MS)

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

      {query.isPending ? (
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
        <>
          <ul
            className="grid grid-cols-1 gap-3 transition-opacity sm:grid-cols-2 xl:grid-cols-3 data-[stale=true]:opacity-60"
            data-stale={isSearching}
            aria-label="Persons"
          >
            {persons.map((person) => (
              <li key={person.id}>
                <PersonCard person={person} />
              </li>
            ))}
          </ul>
          {query.hasNextPage && !query.isPlaceholderData ? (
            <LoadMore
              isLoading={query.isFetchingNextPage}
              onLoadMore={() => {
                if (!query.isFetchingNextPage) void query.fetchNextPage()
              }}
            />
          ) : null}
        </>
      )}
    </Page>
  )
}
