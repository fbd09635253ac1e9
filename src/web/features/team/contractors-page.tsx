import { useInfiniteQuery } from '@tanstack/react-query'
import { HardHat, Plus, ShieldAlert, ShieldCheck, UserRound } from 'lucide-react'
import { useState } from 'react'
import type { Contractor } from '../../../domain/team/contractor'
import { VirtualList } from '../../components/virtual-list'
import { useInfiniteList } from '../../data/use-infinite-list'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { QueryError } from '../../components/query-error'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { Skeleton } from '../../components/ui/skeleton'
import { formatCount } from '../../lib/format'
import { teamQueries } from './api'
import { ContractorDialog } from './contractor-dialog'
import { CardGridSkeleton } from './card-grid-skeleton'

export function ContractorsPage() {
  const [isAdding, setAdding] = useState(false)
  const query = useInfiniteQuery(teamQueries.contractors())
  const list = useInfiniteList(query)
  const { items: contractors, total } = list

  return (
    <Page>
      <PageHeader
        title="Contractors"
        description={
          total !== undefined ? (
            <span aria-live="polite">{formatCount(total, 'contractor')}</span>
          ) : (
            <Skeleton className="h-4 w-24" />
          )
        }
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add Contractor
          </Button>
        }
      />
      {list.isPending ? (
        <CardGridSkeleton />
      ) : query.isError && contractors.length === 0 ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : contractors.length === 0 ? (
        <EmptyState icon={<HardHat />} title="No contractors yet" />
      ) : (
        <VirtualList
          label="Contractors"
          items={contractors}
          total={total}
          getKey={(contractor) => contractor.id}
          renderItem={(contractor) => <ContractorCard contractor={contractor} />}
          columns={{ base: 1, sm: 2, xl: 3 }}
          estimateRowHeight={120}
          paging={list}
        />
      )}
      <ContractorDialog open={isAdding} onOpenChange={setAdding} />
    </Page>
  )
}

function ContractorCard({ contractor }: { contractor: Contractor }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs">
      <div className="flex items-center gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <HardHat aria-hidden="true" className="size-5" />
        </div>
        <h2 className="min-w-0 font-semibold">{contractor.company}</h2>
      </div>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <UserRound aria-hidden="true" className="size-3.5 shrink-0" />
        {contractor.contact || 'No contact person'}
      </p>
      <div className="mt-auto">
        {contractor.insurance_on_file ? (
          <Badge variant="success">
            <ShieldCheck aria-hidden="true" />
            Insurance Verified
          </Badge>
        ) : (
          <Badge variant="warning">
            <ShieldAlert aria-hidden="true" />
            No Insurance
          </Badge>
        )}
      </div>
    </article>
  )
}
