import { useInfiniteQuery } from '@tanstack/react-query'
import { Plus, Target } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import type { Person } from '../../../domain/crm/person'
import { leadStages, type LeadStage } from '../../../domain/sales/lead'
import { VirtualList } from '../../components/virtual-list'
import { useInfiniteList } from '../../data/use-infinite-list'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { QueryError } from '../../components/query-error'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { Skeleton } from '../../components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { useRecordsById } from '../../data/use-records-by-id'
import { formatCount } from '../../lib/format'
import { leadQueries } from './lead-api'
import { LeadCard, LeadCardSkeleton } from './lead-card'
import { NEW_LEAD_HREF } from './lead-links'

const isStage = (value: string | null): value is LeadStage =>
  value !== null && (leadStages as readonly string[]).includes(value)

export function LeadsListPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const stageParam = searchParams.get('stage')
  const stage = isStage(stageParam) ? stageParam : undefined
  const query = useInfiniteQuery(leadQueries.list({ stage }))
  const list = useInfiniteList(query)
  const { items: leads, total } = list
  const people = useRecordsById<Person>(
    'persons',
    leads.map((lead) => lead.person_id),
  )

  function selectStage(value: string) {
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (isStage(value)) next.set('stage', value)
        else next.delete('stage')
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }

  const newButton = (
    <Button asChild className="min-h-11 sm:min-h-9">
      <Link to={NEW_LEAD_HREF}>
        <Plus aria-hidden="true" />
        New Lead
      </Link>
    </Button>
  )

  return (
    <Page>
      <PageHeader
        title="Leads"
        description={
          total !== undefined ? (
            <span aria-live="polite">
              {formatCount(total, stage ? `${stage.toLowerCase()} lead` : 'lead')}
            </span>
          ) : list.isPending ? (
            <Skeleton className="h-4 w-20" />
          ) : undefined
        }
        actions={newButton}
      />
      <Tabs value={stage ?? 'all'} onValueChange={selectStage}>
        {/* Scrolls sideways on a phone rather than wrapping. */}
        <TabsList aria-label="Filter by stage" className="w-full justify-start sm:w-fit">
          <TabsTrigger value="all" className="min-h-9 flex-none px-3">
            All
          </TabsTrigger>
          {leadStages.map((s) => (
            <TabsTrigger key={s} value={s} className="min-h-9 flex-none px-3">
              {s}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* The list is the tab's panel: each tab names what it controls (aria-controls). */}
        <TabsContent value={stage ?? 'all'}>
          {list.isPending ? (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
              {Array.from({ length: 6 }, (_, i) => (
                <LeadCardSkeleton key={i} />
              ))}
            </div>
          ) : query.isError && leads.length === 0 ? (
            <QueryError error={query.error} onRetry={() => void query.refetch()} />
          ) : leads.length === 0 ? (
            <EmptyState
              icon={<Target />}
              title={stage ? `No ${stage.toLowerCase()} leads` : 'No leads yet'}
              description="Track people who may become clients, from first contact to won work."
              action={newButton}
            />
          ) : (
            <VirtualList
              label="Leads"
              items={leads}
              total={total}
              getKey={(lead) => lead.id}
              renderItem={(lead) => {
                const person = people.get(lead.person_id)
                return (
                  <LeadCard
                    lead={lead}
                    contactName={person === undefined ? undefined : (person?.name ?? null)}
                  />
                )
              }}
              columns={{ base: 1, sm: 2, xl: 3 }}
              estimateRowHeight={150}
              paging={list}
              isStale={query.isPlaceholderData}
            />
          )}
        </TabsContent>
      </Tabs>
    </Page>
  )
}
