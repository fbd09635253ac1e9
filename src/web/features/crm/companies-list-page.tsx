import { useInfiniteQuery } from '@tanstack/react-query'
import { Building2, LoaderCircle, Plus, Search, SearchX } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import type { Person } from '../../../domain/crm/person'
import { VirtualList } from '../../components/virtual-list'
import { useInfiniteList } from '../../data/use-infinite-list'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { QueryError } from '../../components/query-error'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { Skeleton } from '../../components/ui/skeleton'
import { useRecordsById, type RecordLookup } from '../../data/use-records-by-id'
import { formatTotal } from '../../lib/format'
import { SEARCH_PAUSE_MS } from '../../components/search-box'
import { useDebouncedCallback } from '../../lib/use-debounced-callback'
import { companyQueries } from './company-api'
import { CompanyCard, CompanyCardSkeleton } from './company-card'
import { CompanyFormDialog } from './company-form-dialog'

/** Short enough that results show within 150 ms of the last keystroke; older requests are aborted. */
/** A person's name: null when there is none or they no longer exist, undefined while loading. */
function nameOf(lookup: RecordLookup<Person>, id: string | null): string | null | undefined {
  if (!id) return null
  const person = lookup.get(id)
  return person === undefined ? undefined : (person?.name ?? null)
}

export function CompaniesListPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const q = (searchParams.get('q') ?? '').trim()
  const [isCreating, setCreating] = useState(false)

  const query = useInfiniteQuery(companyQueries.list({ q: q || undefined }))
  const list = useInfiniteList(query)
  const { items: companies, total, totalCapped } = list
  const isSearching = query.isFetching && query.isPlaceholderData
  const contacts = useRecordsById<Person>(
    'persons',
    companies.map((c) => c.primary_contact),
  )

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

  const addButton = (
    <Button className="min-h-11 sm:min-h-9" onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      Add Company
    </Button>
  )

  return (
    <Page>
      <PageHeader
        title="Companies"
        description={
          total !== undefined ? (
            <span aria-live="polite">
              {formatTotal(total, totalCapped, 'company', 'companies')}
            </span>
          ) : list.isPending ? (
            <Skeleton className="h-4 w-24" />
          ) : undefined
        }
        actions={addButton}
      />

      <div className="relative max-w-md" role="search">
        <Label htmlFor="company-search" className="sr-only">
          Search companies
        </Label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id="company-search"
          type="search"
          placeholder="Search by name, site or notes"
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
            <CompanyCardSkeleton key={i} />
          ))}
        </div>
      ) : query.isError && companies.length === 0 ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : companies.length === 0 ? (
        q ? (
          <EmptyState
            icon={<SearchX />}
            title="No companies match your search"
            description={`Nothing found for “${q}”.`}
          />
        ) : (
          <EmptyState
            icon={<Building2 />}
            title="No companies yet"
            description="Add the businesses you work for, with their sites and contacts."
            action={addButton}
          />
        )
      ) : (
        <VirtualList
          label="Companies"
          items={companies}
          total={totalCapped ? undefined : total}
          getKey={(company) => company.id}
          renderItem={(company) => (
            <CompanyCard
              company={company}
              primaryName={nameOf(contacts, company.primary_contact)}
            />
          )}
          columns={{ base: 1, sm: 2, xl: 3 }}
          estimateRowHeight={150}
          paging={list}
          isStale={isSearching}
        />
      )}
      <CompanyFormDialog open={isCreating} onOpenChange={setCreating} />
    </Page>
  )
}
