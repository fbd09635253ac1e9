// The page of one kind of team member (contractors, employees): its count, an Add button that opens
// the kind's dialog, and the members' cards.
import { Plus } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { listCountLine, PagedCardList } from '../../components/paged-card-list'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { useInfiniteList, type PagedQuery } from '../../data/use-infinite-list'
import { TeamCardSkeleton } from './card-grid-skeleton'
import type { OverlayProps } from '../../components/overlay-props'
import { Can } from '../../lib/access'

export type MemberListPageProps<T extends { id: string }> = {
  query: PagedQuery<T> & { error: Error | null; refetch: () => unknown }
  /** The page title and the list's name, as in 'Contractors'. */
  title: string
  /** One member, as in 'contractor' ('12 contractors', 'Add Contractor', 'No contractors yet'). */
  singular: string
  addLabel: string
  emptyIcon: ReactNode
  renderCard: (member: T) => ReactNode
  /** The kind's add dialog. */
  renderDialog: (dialog: OverlayProps) => ReactNode
  /** More header actions before Add (the employees' Payroll CSV). */
  actions?: ReactNode
}

export function MemberListPage<T extends { id: string }>({
  query,
  title,
  singular,
  addLabel,
  emptyIcon,
  renderCard,
  renderDialog,
  actions,
}: MemberListPageProps<T>) {
  const [isAdding, setAdding] = useState(false)
  const list = useInfiniteList(query)
  const plural = title.toLowerCase()
  return (
    <Page>
      <PageHeader
        title={title}
        description={listCountLine(list, { singular })}
        actions={
          <>
            {actions}
            <Can permission="team:write">
              <Button onClick={() => setAdding(true)}>
                <Plus aria-hidden="true" />
                {addLabel}
              </Button>
            </Can>
          </>
        }
      />
      <PagedCardList
        query={query}
        list={list}
        label={title}
        plural={plural}
        skeleton={<TeamCardSkeleton />}
        empty={<EmptyState icon={emptyIcon} title={`No ${plural} yet`} />}
        getKey={(member) => member.id}
        renderItem={renderCard}
        estimateRowHeight={120}
      />
      {renderDialog({ open: isAdding, onOpenChange: setAdding })}
    </Page>
  )
}
