import { useInfiniteQuery } from '@tanstack/react-query'
import { Building2, Plus } from 'lucide-react'
import { useState } from 'react'
import type { Person } from '../../../domain/crm/person'
import { VirtualList } from '../../components/virtual-list'
import { useInfiniteList } from '../../data/use-infinite-list'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { useRecordsById, type RecordLookup } from '../../data/use-records-by-id'
import { companyQueries } from './company-api'
import { CompanyCard, CompanyCardSkeleton } from './company-card'
import { CompanyFormDialog } from './company-form-dialog'
import { countLine, ListStates } from '../../components/list-states'
import { SearchBox } from '../../components/search-box'
import { useSearchParam } from '../../lib/use-search-param'

/** Short enough that results show within 150 ms of the last keystroke; older requests are aborted. */
/** A person's name: null when there is none or they no longer exist, undefined while loading. */
function nameOf(lookup: RecordLookup<Person>, id: string | null): string | null | undefined {
  if (!id) return null
  const person = lookup.get(id)
  return person === undefined ? undefined : (person?.name ?? null)
}

export function CompaniesListPage() {
  const [search, setSearch] = useSearchParam('q')
  const q = (search ?? '').trim()
  const [isCreating, setCreating] = useState(false)

  const query = useInfiniteQuery(companyQueries.list({ q: q || undefined }))
  const list = useInfiniteList(query)
  const { items: companies, total, totalCapped } = list
  const isSearching = query.isFetching && query.isPlaceholderData
  const contacts = useRecordsById<Person>(
    'persons',
    companies.map((c) => c.primary_contact),
  )

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
        description={countLine({
          total,
          isCapped: totalCapped,
          isPending: list.isPending,
          singular: 'company',
          plural: 'companies',
        })}
        actions={addButton}
      />

      <SearchBox
        id="company-search"
        label="Search companies"
        placeholder="Search by name, site or notes"
        defaultValue={q}
        onSearch={setSearch}
        isSearching={isSearching}
        className="max-w-md"
      />

      <ListStates
        isPending={list.isPending}
        skeleton={<CompanyCardSkeleton />}
        error={query.error}
        onRetry={() => void query.refetch()}
        isEmpty={companies.length === 0}
        search={q}
        plural="companies"
        empty={
          <EmptyState
            icon={<Building2 />}
            title="No companies yet"
            description="Add the businesses you work for, with their sites and contacts."
            action={addButton}
          />
        }
      >
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
      </ListStates>
      <CompanyFormDialog open={isCreating} onOpenChange={setCreating} />
    </Page>
  )
}
