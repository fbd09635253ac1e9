import { useInfiniteQuery } from '@tanstack/react-query'
import { FileText, Plus } from 'lucide-react'
import type { Person } from '../../../domain/crm/person'
import { LinkButton } from '../../components/link-button'
import { listCountLine, PagedCardList } from '../../components/paged-card-list'
import { useInfiniteList } from '../../data/use-infinite-list'
import { Page } from '../../components/layout/page'
import { ListPageHeader } from '../../components/layout/list-page-header'
import { EmptyState } from '../../components/ui/empty-state'
import { FilterTabs, useFilterTabs } from '../../components/filter-tabs'
import { lookupName, useRecordsById } from '../../data/use-records-by-id'
import { estimateQueries } from './estimate-api'
import { EstimateCard, EstimateCardSkeleton } from './estimate-card'
import { Can } from '../../lib/access'

const NEW_HREF = '/sales/estimates/new'

export function EstimatesListPage() {
  // SPEC: filter=open limits the list to estimates with status Open (the domain's filter) and says 'N open'.
  const filter = useFilterTabs(
    [
      { value: 'all', label: 'All' },
      { value: 'open', label: 'Open' },
    ],
    'filter',
  )
  const isOpenOnly = filter.value === 'open'
  const listParams = { filter: isOpenOnly ? ('open' as const) : undefined }
  const query = useInfiniteQuery(estimateQueries.list(listParams))
  const list = useInfiniteList(query)
  const clients = useRecordsById<Person>(
    'persons',
    list.items.map((e) => e.client_person_id),
  )

  const createButton = (
    <Can permission="sales:write">
      <LinkButton to={NEW_HREF} icon={Plus} className="min-h-11 sm:min-h-9">
        Create Estimate
      </LinkButton>
    </Can>
  )

  return (
    <Page>
      <ListPageHeader
        exportCsv={{ collection: 'estimates', params: listParams }}
        title="Estimates"
        description={listCountLine(list, {
          singular: isOpenOnly ? 'open' : 'total',
          plural: isOpenOnly ? 'open' : 'total',
        })}
        actions={createButton}
      />
      <FilterTabs {...filter} label="Show estimates" phoneLayout={2}>
        <PagedCardList
          query={query}
          list={list}
          label="Estimates"
          plural="estimates"
          skeleton={<EstimateCardSkeleton />}
          empty={
            <EmptyState
              icon={<FileText />}
              title={isOpenOnly ? 'No open estimates' : 'No estimates yet'}
              description="Price a job for a client and send it for approval."
              action={createButton}
            />
          }
          getKey={(estimate) => estimate.id}
          renderItem={(estimate) => (
            <EstimateCard
              estimate={estimate}
              clientName={lookupName(clients, estimate.client_person_id)}
            />
          )}
          estimateRowHeight={150}
        />
      </FilterTabs>
    </Page>
  )
}
