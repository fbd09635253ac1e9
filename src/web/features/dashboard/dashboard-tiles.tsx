// The six dashboard tiles, in the spec's order, from the live figures.
import {
  Briefcase,
  DollarSign,
  FileText,
  Mail,
  Receipt,
  TrendingDown,
  TrendingUp,
  UsersRound,
} from 'lucide-react'
import type { DashboardSummary } from '../../../domain/dashboard/dashboard-summary'
import { MetricCard } from '../../components/metric-card'
import { useAccess } from '../../lib/access'
import { cn } from '../../lib/cn'
import { formatDollars } from '../../lib/format'
import { tileLinks } from './tile-links'

function RevenueChange({ percent }: { percent: number | null }) {
  if (percent === null) return <>No revenue in the 30 days before</>
  const isUp = percent >= 0
  const Icon = isUp ? TrendingUp : TrendingDown
  return (
    <>
      <span className={cn('font-medium', isUp ? 'text-success' : 'text-destructive')}>
        <Icon aria-hidden="true" className="mr-0.5 inline size-3.5 align-[-2px]" />
        {isUp ? 'up' : 'down'} {Math.abs(percent)}%
      </span>{' '}
      vs previous 30 days
    </>
  )
}

/** Each tile shows for a role that may open the screen it leads to (money: Owner and Office). */
export function DashboardTiles({ summary }: { summary: DashboardSummary | undefined }) {
  const s = summary
  const { can } = useAccess()
  return (
    <section aria-label="Key figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      {can('jobs:read') ? (
        <MetricCard
          label="Jobs Today"
          icon={Briefcase}
          href={tileLinks.jobsToday}
          value={s?.jobs_today.count}
          hint={
            s
              ? s.jobs_today.count === 0
                ? 'Nothing scheduled today'
                : `${s.jobs_today.in_progress} in progress`
              : undefined
          }
        />
      ) : null}
      {can('sales:read') ? (
        <MetricCard
          label="Open Estimates"
          icon={FileText}
          tone="info"
          href={tileLinks.openEstimates}
          value={s?.open_estimates.count}
          hint={s ? `${formatDollars(s.open_estimates.total)} in open quotes` : undefined}
        />
      ) : null}
      {can('billing:read') ? (
        <MetricCard
          label="Overdue Invoices"
          icon={Receipt}
          tone={s && s.overdue_invoices.count > 0 ? 'danger' : 'neutral'}
          href={tileLinks.overdueInvoices}
          value={s?.overdue_invoices.count}
          hint={
            s
              ? s.overdue_invoices.count === 0
                ? 'All caught up'
                : `${formatDollars(s.overdue_invoices.total)} overdue`
              : undefined
          }
        />
      ) : null}
      {can('billing:read') ? (
        <MetricCard
          label="30-Day Revenue"
          icon={DollarSign}
          tone="success"
          href={tileLinks.revenue30}
          value={s ? formatDollars(s.revenue_30.total) : undefined}
          hint={s ? <RevenueChange percent={s.revenue_30.change_percent} /> : undefined}
        />
      ) : null}
      {can('crews:read') ? (
        <MetricCard
          label="Crews On Site"
          icon={UsersRound}
          tone="warning"
          href={tileLinks.crewsOnSite}
          value={s?.crews_on_site.count}
          hint={s ? `of ${s.crews_on_site.total} crews` : undefined}
        />
      ) : null}
      {can('messages:read') ? (
        <MetricCard
          label="Unread Messages"
          icon={Mail}
          tone="primary"
          href={tileLinks.unreadMessages}
          value={s?.unread_messages.count}
          hint={
            s ? (s.unread_messages.count === 0 ? 'Inbox zero' : 'Waiting for a reply') : undefined
          }
        />
      ) : null}
    </section>
  )
}
