import { useInfiniteQuery } from '@tanstack/react-query'
import { HardHat, Plus, ShieldAlert, ShieldCheck, UserRound } from 'lucide-react'
import { useState } from 'react'
import type { Contractor } from '../../../domain/team/contractor'
import { IconTile } from '../../components/record-card'
import { listCountLine, PagedCardList } from '../../components/paged-card-list'
import { useInfiniteList } from '../../data/use-infinite-list'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { teamQueries } from './api'
import { ContractorDialog } from './contractor-dialog'
import { TeamCardSkeleton } from './card-grid-skeleton'

export function ContractorsPage() {
  const [isAdding, setAdding] = useState(false)
  const query = useInfiniteQuery(teamQueries.contractors())
  const list = useInfiniteList(query)

  return (
    <Page>
      <PageHeader
        title="Contractors"
        description={listCountLine(list, { singular: 'contractor' })}
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add Contractor
          </Button>
        }
      />
      <PagedCardList
        query={query}
        list={list}
        label="Contractors"
        plural="contractors"
        skeleton={<TeamCardSkeleton />}
        empty={<EmptyState icon={<HardHat />} title="No contractors yet" />}
        getKey={(contractor) => contractor.id}
        renderItem={(contractor) => <ContractorCard contractor={contractor} />}
        estimateRowHeight={120}
      />
      <ContractorDialog open={isAdding} onOpenChange={setAdding} />
    </Page>
  )
}

function ContractorCard({ contractor }: { contractor: Contractor }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs">
      <div className="flex items-center gap-3">
        <IconTile icon={HardHat} className="rounded-full" />
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
