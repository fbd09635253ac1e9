import { useInfiniteQuery } from '@tanstack/react-query'
import { Plus, UserRound } from 'lucide-react'
import { Page } from '../../components/layout/page'
import { ListPageHeader } from '../../components/layout/list-page-header'
import { EmptyState } from '../../components/ui/empty-state'
import { useInfiniteList } from '../../data/use-infinite-list'
import { personQueries } from './api'
import { PersonCard, PersonCardSkeleton } from './person-card'
import { LinkButton } from '../../components/link-button'
import { listCountLine, PagedCardList } from '../../components/paged-card-list'
import { useSearchParam } from '../../lib/use-search-param'
import { Can } from '../../lib/access'
import { ImportCsvButton } from './import/import-csv-button'

export function PersonsListPage() {
  // The search text lives in the URL (shareable, survives reload); typing updates it after a pause.
  const [search, setSearch] = useSearchParam('q')
  const q = (search ?? '').trim()

  const query = useInfiniteQuery(personQueries.list({ q: q || undefined }))
  const list = useInfiniteList(query)
  return (
    <Page>
      <ListPageHeader
        exportCsv={{ collection: 'persons', params: { q: q || undefined } }}
        title="Persons"
        description={listCountLine(list, { singular: 'contact' })}
        actions={
          <>
            <ImportCsvButton kind="persons" />
            <Can permission="crm:write">
              <LinkButton to="/crm/contacts/persons/new" icon={Plus}>
                Add Person
              </LinkButton>
            </Can>
          </>
        }
      />

      <PagedCardList
        query={query}
        list={list}
        label="Persons"
        search={q}
        searchBox={{
          id: 'person-search',
          label: 'Search persons',
          placeholder: 'Search by name, email or phone',
          onSearch: setSearch,
        }}
        plural="persons"
        searchHint="Try a different name, email or phone."
        skeleton={<PersonCardSkeleton />}
        empty={
          <EmptyState
            icon={<UserRound />}
            title="No persons yet"
            description="Add your first contact to get started."
            action={
              <Can permission="crm:write">
                <LinkButton to="/crm/contacts/persons/new">Add Person</LinkButton>
              </Can>
            }
          />
        }
        getKey={(person) => person.id}
        renderItem={(person) => <PersonCard person={person} />}
        estimateRowHeight={150}
      />
    </Page>
  )
}
