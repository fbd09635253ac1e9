import { useInfiniteQuery } from '@tanstack/react-query'
import { FileText, Plus } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import type { Person } from '../../../domain/crm/person'
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
import { estimateQueries } from './estimate-api'
import { EstimateCard, EstimateCardSkeleton } from './estimate-card'

const NEW_HREF = '/sales/estimates/new'

export function EstimatesListPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  // SPEC: filter=open limits the list to estimates with status Open (the domain's filter) and says 'N open'.
  const isOpenOnly = searchParams.get('filter') === 'open'
  const query = useInfiniteQuery(estimateQueries.list({ filter: isOpenOnly ? 'open' : undefined }))
  const list = useInfiniteList(query)
  const { items: estimates, total } = list
  const clients = useRecordsById<Person>(
    'persons',
    estimates.map((e) => e.client_person_id),
  )

  function selectFilter(value: string) {
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (value === 'open') next.set('filter', 'open')
        else next.delete('filter')
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }

  const createButton = (
    <Button asChild className="min-h-11 sm:min-h-9">
      <Link to={NEW_HREF}>
        <Plus aria-hidden="true" />
        Create Estimate
      </Link>
    </Button>
  )

  return (
    <Page>
      <PageHeader
        title="Estimates"
        description={
          total !== undefined ? (
            <span aria-live="polite">{`${total} ${isOpenOnly ? 'open' : 'total'}`}</span>
          ) : list.isPending ? (
            <Skeleton className="h-4 w-20" />
          ) : undefined
        }
        actions={createButton}
      />
      <Tabs value={isOpenOnly ? 'open' : 'all'} onValueChange={selectFilter}>
        <TabsList aria-label="Show estimates">
          <TabsTrigger value="all" className="min-h-9 px-4">
            All
          </TabsTrigger>
          <TabsTrigger value="open" className="min-h-9 px-4">
            Open
          </TabsTrigger>
        </TabsList>
        {/* The list is the tab's panel: each tab names what it controls (aria-controls). */}
        <TabsContent value={isOpenOnly ? 'open' : 'all'}>
          {list.isPending ? (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
              {Array.from({ length: 6 }, (_, i) => (
                <EstimateCardSkeleton key={i} />
              ))}
            </div>
          ) : query.isError && estimates.length === 0 ? (
            <QueryError error={query.error} onRetry={() => void query.refetch()} />
          ) : estimates.length === 0 ? (
            <EmptyState
              icon={<FileText />}
              title={isOpenOnly ? 'No open estimates' : 'No estimates yet'}
              description="Price a job for a client and send it for approval."
              action={createButton}
            />
          ) : (
            <VirtualList
              label="Estimates"
              items={estimates}
              total={total}
              getKey={(estimate) => estimate.id}
              renderItem={(estimate) => {
                const client = clients.get(estimate.client_person_id)
                return (
                  <EstimateCard
                    estimate={estimate}
                    clientName={client === undefined ? undefined : (client?.name ?? null)}
                  />
                )
              }}
              columns={{ base: 1, sm: 2, xl: 3 }}
              estimateRowHeight={150}
              paging={list}
            />
          )}
        </TabsContent>
      </Tabs>
    </Page>
  )
}
