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
import { DASHBOARD_SECTIONS as needs } from '../../../domain/dashboard/dashboard-sections'
import type { SeenDashboard } from '../../../domain/dashboard/dashboard-summary'
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

/** Each tile shows for a role that may read what it counts (money: Owner and Office). */
export function DashboardTiles({ summary }: { summary: SeenDashboard | undefined }) {
  const {
    jobs_today: jobs,
    open_estimates: estimates,
    overdue_invoices: overdue,
    revenue_30: revenue,
    crews_on_site: crews,
    unread_messages: unread,
  } = summary ?? {}
  const { can } = useAccess()
  return (
    <section aria-label="Key figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      {can(needs.jobs_today) ? (
        <MetricCard
          label="Jobs Today"
          icon={Briefcase}
          href={tileLinks.jobsToday}
          value={jobs?.count}
          hint={
            jobs
              ? jobs.count === 0
                ? 'Nothing scheduled today'
                : `${jobs.in_progress} in progress`
              : undefined
          }
        />
      ) : null}
      {can(needs.open_estimates) ? (
        <MetricCard
          label="Open Estimates"
          icon={FileText}
          tone="info"
          href={tileLinks.openEstimates}
          value={estimates?.count}
          hint={estimates ? `${formatDollars(estimates.total)} in open quotes` : undefined}
        />
      ) : null}
      {can(needs.overdue_invoices) ? (
        <MetricCard
          label="Overdue Invoices"
          icon={Receipt}
          tone={overdue && overdue.count > 0 ? 'danger' : 'neutral'}
          href={tileLinks.overdueInvoices}
          value={overdue?.count}
          hint={
            overdue
              ? overdue.count === 0
                ? 'All caught up'
                : `${formatDollars(overdue.total)} overdue`
              : undefined
          }
        />
      ) : null}
      {can(needs.revenue_30) ? (
        <MetricCard
          label="30-Day Revenue"
          icon={DollarSign}
          tone="success"
          href={tileLinks.revenue30}
          value={revenue ? formatDollars(revenue.total) : undefined}
          hint={revenue ? <RevenueChange percent={revenue.change_percent} /> : undefined}
        />
      ) : null}
      {can(needs.crews_on_site) ? (
        <MetricCard
          label="Crews On Site"
          icon={UsersRound}
          tone="warning"
          href={tileLinks.crewsOnSite}
          value={crews?.count}
          hint={crews ? `of ${crews.total} crews` : undefined}
        />
      ) : null}
      {can(needs.unread_messages) ? (
        <MetricCard
          label="Unread Messages"
          icon={Mail}
          tone="primary"
          href={tileLinks.unreadMessages}
          value={unread?.count}
          hint={unread ? (unread.count === 0 ? 'Inbox zero' : 'Waiting for a reply') : undefined}
        />
      ) : null}
    </section>
  )
}
