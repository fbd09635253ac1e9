import { useInfiniteQuery } from '@tanstack/react-query'
import { Plus, Target } from 'lucide-react'
import type { Person } from '../../../domain/crm/person'
import { leadStages } from '../../../domain/sales/lead'
import { LinkButton } from '../../components/link-button'
import { listCountLine, PagedCardList } from '../../components/paged-card-list'
import { useInfiniteList } from '../../data/use-infinite-list'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { EmptyState } from '../../components/ui/empty-state'
import { FilterTabs, useFilterTabs } from '../../components/filter-tabs'
import { lookupName, useRecordsById } from '../../data/use-records-by-id'
import { leadQueries } from './lead-api'
import { LeadCard, LeadCardSkeleton } from './lead-card'
import { NEW_LEAD_HREF } from './lead-links'
import { Can } from '../../lib/access'

const stageTabs = [
  { value: 'all' as const, label: 'All' },
  ...leadStages.map((s) => ({ value: s, label: s })),
]

export function LeadsListPage() {
  const stageFilter = useFilterTabs(stageTabs, 'stage')
  const stage = stageFilter.value === 'all' ? undefined : stageFilter.value
  const query = useInfiniteQuery(leadQueries.list({ stage }))
  const list = useInfiniteList(query)
  const people = useRecordsById<Person>(
    'persons',
    list.items.map((lead) => lead.person_id),
  )

  const newButton = (
    <Can permission="sales:write">
      <LinkButton to={NEW_LEAD_HREF} icon={Plus} className="min-h-11 sm:min-h-9">
        New Lead
      </LinkButton>
    </Can>
  )

  return (
    <Page>
      <PageHeader
        title="Leads"
        description={listCountLine(list, {
          singular: stage ? `${stage.toLowerCase()} lead` : 'lead',
        })}
        actions={newButton}
      />
      <FilterTabs {...stageFilter} label="Filter by stage" phoneLayout="scroll">
        <PagedCardList
          query={query}
          list={list}
          label="Leads"
          plural="leads"
          skeleton={<LeadCardSkeleton />}
          empty={
            <EmptyState
              icon={<Target />}
              title={stage ? `No ${stage.toLowerCase()} leads` : 'No leads yet'}
              description="Track people who may become clients, from first contact to won work."
              action={newButton}
            />
          }
          getKey={(lead) => lead.id}
          renderItem={(lead) => (
            <LeadCard lead={lead} contactName={lookupName(people, lead.person_id)} />
          )}
          estimateRowHeight={150}
        />
      </FilterTabs>
    </Page>
  )
}
