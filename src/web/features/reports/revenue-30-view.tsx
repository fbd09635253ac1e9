// Reports > Last 30 Days (the dashboard's revenue tile lands here): revenue day by day, the change
// against the 30 days before, and how it was paid.
import { useQuery } from '@tanstack/react-query'
import { CalendarRange, DollarSign, Percent, Receipt } from 'lucide-react'
import { QueryError } from '../../components/query-error'
import { StatTiles } from '../../components/stat-tile'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { formatCount, formatDollars } from '../../lib/format'
import { reportQueries } from './api'
import { dayLabel, dayTitle } from './labels'
import { RevenueBarChart } from './revenue-bar-chart'

function changeText(percent: number | null): string {
  if (percent === null) return 'n/a'
  return `${percent > 0 ? '+' : ''}${percent}%`
}

export function Revenue30View() {
  const query = useQuery(reportQueries.revenue30())
  const data = query.data
  if (query.isError && !data) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />
  }
  return (
    <div className="flex flex-col gap-4">
      <StatTiles
        label="Last 30 days"
        items={[
          {
            label: 'Revenue (30 days)',
            value: data ? formatDollars(data.total) : undefined,
            icon: DollarSign,
          },
          {
            label: 'Previous 30 days',
            value: data ? formatDollars(data.previous_total) : undefined,
            icon: CalendarRange,
          },
          {
            label: 'Change',
            value: data ? changeText(data.change_percent) : undefined,
            icon: Percent,
          },
          { label: 'Payments', value: data?.payments.toString(), icon: Receipt },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2" role="region" aria-labelledby="revenue-day-title">
          <CardHeader>
            <CardTitle id="revenue-day-title">Daily Revenue</CardTitle>
            <CardDescription>Payments received each day, today included</CardDescription>
          </CardHeader>
          <CardContent>
            {data ? (
              <RevenueBarChart
                data={data.days.map((d) => ({ ...d, key: d.date }))}
                tickLabel={dayLabel}
                title={dayTitle}
                caption="Revenue by day, last 30 days"
                tickInterval={6}
              />
            ) : (
              <Skeleton className="h-64 w-full sm:h-72" />
            )}
          </CardContent>
        </Card>
        <Card role="region" aria-labelledby="revenue-method-title">
          <CardHeader>
            <CardTitle id="revenue-method-title">By Payment Method</CardTitle>
            <CardDescription>How clients paid in these 30 days</CardDescription>
          </CardHeader>
          <CardContent>
            {data ? (
              <ul className="flex flex-col gap-5">
                {data.by_method.map((m) => {
                  const share = data.total > 0 ? Math.round((m.total / data.total) * 100) : 0
                  return (
                    <li key={m.method} className="flex flex-col gap-2">
                      <div className="flex items-baseline justify-between gap-2 text-sm">
                        <span className="font-medium">{m.method}</span>
                        <span className="font-semibold tabular-nums">{formatDollars(m.total)}</span>
                      </div>
                      <div
                        className="h-2 overflow-hidden rounded-full bg-muted"
                        role="meter"
                        aria-label={`${m.method} share of revenue`}
                        aria-valuemin={0}
                        aria-valuemax={100}
                        aria-valuenow={share}
                      >
                        <div
                          className="h-full rounded-full bg-primary"
                          style={{ width: `${share}%` }}
                        />
                      </div>
                      <span className="text-xs text-muted-foreground">
                        {formatCount(m.payments, 'payment')} · {share}%
                      </span>
                    </li>
                  )
                })}
              </ul>
            ) : (
              <div className="flex flex-col gap-4">
                <Skeleton className="h-10 w-full" />
                <Skeleton className="h-10 w-full" />
              </div>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  )
}
