import { useInfiniteQuery } from '@tanstack/react-query'
import { Building2, Plus } from 'lucide-react'
import { useState } from 'react'
import type { Person } from '../../../domain/crm/person'
import { useInfiniteList } from '../../data/use-infinite-list'
import { Page } from '../../components/layout/page'
import { ListPageHeader } from '../../components/layout/list-page-header'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { lookupName, useRecordsById } from '../../data/use-records-by-id'
import { companyQueries } from './company-api'
import { CompanyCard, CompanyCardSkeleton } from './company-card'
import { CompanyFormDialog } from './company-form-dialog'
import { listCountLine, PagedCardList } from '../../components/paged-card-list'
import { useSearchParam } from '../../lib/use-search-param'
import { ImportCsvButton } from './import/import-csv-button'

export function CompaniesListPage() {
  const [search, setSearch] = useSearchParam('q')
  const q = (search ?? '').trim()
  const [isCreating, setCreating] = useState(false)

  const query = useInfiniteQuery(companyQueries.list({ q: q || undefined }))
  const list = useInfiniteList(query)
  const contacts = useRecordsById<Person>(
    'persons',
    list.items.map((c) => c.primary_contact),
  )

  const addButton = (
    <Button className="min-h-11 sm:min-h-9" onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      Add Company
    </Button>
  )

  return (
    <Page>
      <ListPageHeader
        exportCsv={{ collection: 'companies', params: { q: q || undefined } }}
        title="Companies"
        description={listCountLine(list, { singular: 'company', plural: 'companies' })}
        actions={
          <>
            <ImportCsvButton kind="companies" />
            {addButton}
          </>
        }
      />

      <PagedCardList
        query={query}
        list={list}
        label="Companies"
        search={q}
        searchBox={{
          id: 'company-search',
          label: 'Search companies',
          placeholder: 'Search by name, site or notes',
          onSearch: setSearch,
        }}
        plural="companies"
        skeleton={<CompanyCardSkeleton />}
        empty={
          <EmptyState
            icon={<Building2 />}
            title="No companies yet"
            description="Add the businesses you work for, with their sites and contacts."
            action={addButton}
          />
        }
        getKey={(company) => company.id}
        renderItem={(company) => (
          <CompanyCard
            company={company}
            primaryName={lookupName(contacts, company.primary_contact)}
          />
        )}
        estimateRowHeight={150}
      />
      <CompanyFormDialog open={isCreating} onOpenChange={setCreating} />
    </Page>
  )
}
