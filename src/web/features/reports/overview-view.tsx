// Reports > Overview: revenue by month for the last 12 months and jobs by status.
import { useQuery } from '@tanstack/react-query'
import { Briefcase, CircleCheck, DollarSign, Receipt } from 'lucide-react'
import { QueryError } from '../../components/query-error'
import { StatTiles } from '../../components/stat-tile'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { formatDollars } from '../../lib/format'
import { reportQueries } from './api'
import { JobsStatusChart } from './jobs-status-chart'
import { monthLabel, monthTitle } from './labels'
import { RevenueBarChart } from './revenue-bar-chart'

export function OverviewView() {
  const query = useQuery(reportQueries.overview())
  const data = query.data
  if (query.isError && !data) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />
  }
  const payments = data?.revenue_by_month.reduce((sum, m) => sum + m.payments, 0)
  const done = data?.jobs_by_status.find((s) => s.status === 'Done')?.count
  return (
    <div className="flex flex-col gap-4">
      <StatTiles
        label="Twelve-month figures"
        items={[
          {
            label: 'Revenue (12 months)',
            value: data ? formatDollars(data.revenue_total) : undefined,
            icon: DollarSign,
          },
          { label: 'Payments', value: payments?.toString(), icon: Receipt },
          { label: 'Jobs', value: data?.jobs_total.toString(), icon: Briefcase },
          { label: 'Jobs Done', value: done?.toString(), icon: CircleCheck },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-5">
        <Card className="lg:col-span-3" role="region" aria-labelledby="revenue-month-title">
          <CardHeader>
            <CardTitle id="revenue-month-title">Revenue by Month</CardTitle>
            <CardDescription>Payments received in each of the last 12 months</CardDescription>
          </CardHeader>
          <CardContent>
            {data ? (
              <RevenueBarChart
                data={data.revenue_by_month.map((m) => ({ ...m, key: m.month }))}
                tickLabel={monthLabel}
                title={monthTitle}
                caption="Revenue by month"
              />
            ) : (
              <Skeleton className="h-64 w-full sm:h-72" />
            )}
          </CardContent>
        </Card>
        <Card className="lg:col-span-2" role="region" aria-labelledby="jobs-status-title">
          <CardHeader>
            <CardTitle id="jobs-status-title">Jobs by Status</CardTitle>
            <CardDescription>Every job on the books</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-1 items-center justify-center">
            {data ? (
              <JobsStatusChart data={data.jobs_by_status} total={data.jobs_total} />
            ) : (
              <Skeleton className="size-44 rounded-full" />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  )
}
