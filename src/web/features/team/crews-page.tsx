import { useInfiniteQuery } from '@tanstack/react-query'
import { Pencil, Plus, UsersRound } from 'lucide-react'
import { useState } from 'react'
import type { Crew } from '../../../domain/team/crew'
import { OnSiteBadge } from '../../components/on-site-badge'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { QueryList } from '../../components/query-list'
import { Avatar } from '../../components/ui/avatar'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { Skeleton } from '../../components/ui/skeleton'
import { FilterTabs, useFilterTabs } from '../../components/filter-tabs'
import { useCrewMemberNames } from '../../data/use-crew-member-names'
import { formatCount } from '../../lib/format'
import { teamQueries } from './api'
import { CardGridSkeleton } from './card-grid-skeleton'
import { CrewDialog, type CrewDialogState } from './crew-dialog'
import { CrewLead, type MemberName } from './crew-lead'
import { IconButton } from '../../components/icon-button'
import { Can } from '../../lib/access'

export function CrewsPage() {
  const filter = useFilterTabs(
    [
      { value: 'all', label: 'All' },
      { value: 'active', label: 'On Site Now' },
    ],
    'filter',
  )
  const isActive = filter.value === 'active'
  const [dialog, setDialog] = useState<CrewDialogState>(null)
  const query = useInfiniteQuery(teamQueries.crews(isActive ? 'active' : undefined))
  const crews = query.data?.pages.flatMap((p) => p.items) ?? []
  const total = query.data?.pages[0]?.total
  // Names only (GET /api/crew-members): every role that reads crews may see who is on them.
  const nameOf = useCrewMemberNames(crews.flatMap((crew) => crew.members))

  const list = (
    <QueryList
      query={query}
      items={crews}
      label="Crews"
      loading={<CardGridSkeleton />}
      empty={
        <EmptyState
          icon={<UsersRound />}
          title={isActive ? 'No crews on site right now' : 'No crews yet'}
        />
      }
      getKey={(crew) => crew.id}
      renderItem={(crew) => (
        <CrewCard
          crew={crew}
          members={crew.members.map((id) => ({ id, name: nameOf(id) }))}
          onEdit={() => setDialog({ mode: 'edit', crew })}
        />
      )}
      className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
    />
  )

  return (
    <Page>
      <PageHeader
        title="Crews"
        description={
          total !== undefined ? (
            <span aria-live="polite">
              {formatCount(total, 'crew')}
              {isActive ? ' on site now' : ''}
            </span>
          ) : (
            <Skeleton className="h-4 w-24" />
          )
        }
        actions={
          <Can permission="crews:write">
            <Button onClick={() => setDialog({ mode: 'create' })}>
              <Plus aria-hidden="true" />
              Create Crew
            </Button>
          </Can>
        }
      />
      <FilterTabs {...filter} label="Crew filter" phoneLayout={2}>
        {list}
      </FilterTabs>
      <CrewDialog state={dialog} onClose={() => setDialog(null)} />
    </Page>
  )
}

const SHOWN_MEMBERS = 5

function CrewCard({
  crew,
  members,
  onEdit,
}: {
  crew: Crew
  members: MemberName[]
  onEdit: () => void
}) {
  const extra = members.length - SHOWN_MEMBERS
  return (
    <article className="flex h-full flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          <h2 className="font-semibold">{crew.name}</h2>
          {crew.on_site_now ? <OnSiteBadge /> : null}
        </div>
        <Can permission="crews:write">
          <IconButton
            icon={Pencil}
            label={`Edit ${crew.name}`}
            className="-mt-1 -mr-1 text-foreground"
            onClick={onEdit}
          />
        </Can>
      </div>
      <CrewLead crew={crew} members={members} />
      <div className="mt-auto flex items-center justify-between gap-3">
        <span className="text-sm text-muted-foreground">
          {formatCount(crew.members.length, 'member')}
        </span>
        {members.length > 0 ? (
          <ul className="flex -space-x-2" aria-label={`Members of ${crew.name}`}>
            {members.slice(0, SHOWN_MEMBERS).map((member) => (
              <li key={member.id} title={member.name ?? undefined}>
                <Avatar name={member.name ?? '?'} size="sm" className="ring-2 ring-card" />
                <span className="sr-only">
                  {member.name === undefined ? 'Loading' : (member.name ?? 'Former employee')}
                </span>
              </li>
            ))}
            {extra > 0 ? (
              <li className="flex size-8 items-center justify-center rounded-full bg-muted text-xs ring-2 ring-card">
                +{extra}
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </article>
  )
}
