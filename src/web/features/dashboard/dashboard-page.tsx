import { useQuery } from '@tanstack/react-query'
import { CirclePlus, FilePlus, Upload, UserPlus, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import type { Permission } from '../../../domain/access/permissions'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { QueryError } from '../../components/query-error'
import { Badge } from '../../components/ui/badge'
import { useAccess, useCan } from '../../lib/access'
import { useRenderedLater } from '../../lib/use-rendered-later'
import { dashboardQueries } from './api'
import { DashboardTiles } from './dashboard-tiles'
import { OverdueCard } from './overdue-card'
import { UpcomingWeek } from './upcoming-week'

type Shortcut = {
  label: string
  href: string
  icon: LucideIcon
  hint: string
  permission: Permission
}

// SPEC "Dashboard": the four shortcut buttons.
const shortcuts: readonly Shortcut[] = [
  {
    label: 'Create Estimate',
    href: '/sales/estimates/new',
    icon: FilePlus,
    hint: 'Quote a client',
    permission: 'sales:write',
  },
  {
    label: 'Create Job',
    href: '/projects/jobs/new',
    icon: CirclePlus,
    hint: 'Schedule work',
    permission: 'jobs:write',
  },
  {
    label: 'Add Contact',
    href: '/crm/contacts/persons/new',
    icon: UserPlus,
    hint: 'New client',
    permission: 'crm:write',
  },
  {
    label: 'Upload Media',
    href: '/tools/media/upload',
    icon: Upload,
    hint: 'Job site photos',
    permission: 'media:write',
  },
]

function Shortcuts() {
  const { can } = useAccess()
  const shown = shortcuts.filter((shortcut) => can(shortcut.permission))
  if (shown.length === 0) return null
  return (
    <section
      aria-label="Shortcuts"
      className="grid grid-cols-4 gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4"
    >
      {shown.map(({ label, href, icon: Icon, hint }) => (
        <Link
          key={href}
          to={href}
          className="group flex min-h-11 flex-col items-center gap-1.5 rounded-xl border bg-card px-1 py-3 text-center shadow-xs transition-all outline-none hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:flex-row sm:gap-3 sm:p-4 sm:text-left"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground transition-colors sm:size-10">
            <Icon aria-hidden="true" className="size-[18px] sm:size-5" />
          </span>
          <span className="flex min-w-0 flex-col">
            <span className="text-xs leading-tight font-semibold sm:text-sm">{label}</span>
            <span
              aria-hidden="true"
              className="hidden truncate text-xs text-muted-foreground sm:block"
            >
              {hint}
            </span>
          </span>
        </Link>
      ))}
    </section>
  )
}

export function DashboardPage() {
  const query = useQuery(dashboardQueries.summary())
  const summary = query.data
  const now = query.dataUpdatedAt
  // The week ahead and the overdue list sit below the tiles (below the first screen on a phone).
  const showLists = useRenderedLater()
  const canReadBilling = useCan('billing:read')

  return (
    <Page>
      <PageHeader
        title="Dashboard"
        description={
          <span className="flex flex-wrap items-center gap-2">
            Welcome back to your operations CRM.
            <Badge variant="secondary">Primary operations workspace</Badge>
          </span>
        }
      />
      <Shortcuts />
      {query.isError && !summary ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <DashboardTiles summary={summary} />
          {showLists ? (
            <div className="grid gap-4 lg:grid-cols-3">
              <div className={canReadBilling ? 'lg:col-span-2' : 'lg:col-span-3'}>
                <UpcomingWeek jobs={summary?.upcoming} now={now} />
              </div>
              {canReadBilling ? (
                <OverdueCard
                  invoices={summary?.overdue_list}
                  total={summary?.overdue_invoices?.total}
                  now={now}
                />
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </Page>
  )
}
