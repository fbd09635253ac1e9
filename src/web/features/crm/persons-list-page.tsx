import { useInfiniteQuery } from '@tanstack/react-query'
import { Plus, UserRound } from 'lucide-react'
import { Link } from 'react-router'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { VirtualList } from '../../components/virtual-list'
import { useInfiniteList } from '../../data/use-infinite-list'
import { personQueries } from './api'
import { PersonCard, PersonCardSkeleton } from './person-card'
import { countLine, ListStates } from '../../components/list-states'
import { SearchBox } from '../../components/search-box'
import { useSearchParam } from '../../lib/use-search-param'

/** Short enough that results show within 150 ms of the last keystroke; older requests are aborted. */
export function PersonsListPage() {
  // The search text lives in the URL (shareable, survives reload); typing updates it after a pause.
  const [search, setSearch] = useSearchParam('q')
  const q = (search ?? '').trim()

  const query = useInfiniteQuery(personQueries.list({ q: q || undefined }))
  const list = useInfiniteList(query)
  const { items: persons, total, totalCapped, isStale: isSearching } = list
  return (
    <Page>
      <PageHeader
        title="Persons"
        description={countLine({
          total,
          isCapped: totalCapped,
          isPending: list.isPending,
          singular: 'contact',
        })}
        actions={
          <Button asChild>
            <Link to="/crm/contacts/persons/new">
              <Plus aria-hidden="true" />
              Add Person
            </Link>
          </Button>
        }
      />

      <SearchBox
        id="person-search"
        label="Search persons"
        placeholder="Search by name, email or phone"
        defaultValue={q}
        onSearch={setSearch}
        isSearching={isSearching}
        className="max-w-md"
      />

      <ListStates
        isPending={list.isPending}
        skeleton={<PersonCardSkeleton />}
        error={query.error}
        onRetry={() => void query.refetch()}
        isEmpty={persons.length === 0}
        search={q}
        plural="persons"
        searchHint="Try a different name, email or phone."
        empty={
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
        }
      >
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
      </ListStates>
    </Page>
  )
}
