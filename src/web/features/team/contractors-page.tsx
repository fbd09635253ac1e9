import { useInfiniteQuery } from '@tanstack/react-query'
import { HardHat, Plus, ShieldAlert, ShieldCheck, UserRound } from 'lucide-react'
import { useState } from 'react'
import type { Contractor } from '../../../domain/team/contractor'
import { LoadMore } from '../../components/load-more'
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
  const contractors = query.data?.pages.flatMap((p) => p.items) ?? []
  const total = query.data?.pages[0]?.total

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
      {query.isPending ? (
        <CardGridSkeleton />
      ) : query.isError && contractors.length === 0 ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : contractors.length === 0 ? (
        <EmptyState icon={<HardHat />} title="No contractors yet" />
      ) : (
        <>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Contractors">
            {contractors.map((contractor) => (
              <li key={contractor.id}>
                <ContractorCard contractor={contractor} />
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <LoadMore
              isLoading={query.isFetchingNextPage}
              onLoadMore={() => {
                if (!query.isFetchingNextPage) void query.fetchNextPage()
              }}
            />
          ) : null}
        </>
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
