import { useInfiniteQuery } from '@tanstack/react-query'
import { HardHat, ShieldAlert, ShieldCheck, UserRound } from 'lucide-react'
import type { Contractor } from '../../../domain/team/contractor'
import { IconTile } from '../../components/record-card'
import { Badge } from '../../components/ui/badge'
import { teamQueries } from './api'
import { MemberListPage } from './member-list-page'
import { ContractorDialog } from './contractor-dialog'

export function ContractorsPage() {
  return (
    <MemberListPage
      query={useInfiniteQuery(teamQueries.contractors())}
      title="Contractors"
      singular="contractor"
      addLabel="Add Contractor"
      emptyIcon={<HardHat />}
      renderCard={(member) => <ContractorCard contractor={member} />}
      renderDialog={(props) => <ContractorDialog {...props} />}
    />
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
