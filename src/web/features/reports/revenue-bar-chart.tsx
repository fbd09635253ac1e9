// A bar chart of revenue over time buckets (months or days), with a table of the same figures for
// screen readers.
import {
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts'
import { formatCount, formatDollars } from '../../lib/format'
import { ChartTooltipCard } from './chart-tooltip'
import { compactDollars } from './labels'

export type RevenuePoint = { key: string; total: number; payments: number }

type Props = {
  data: readonly RevenuePoint[]
  /** The short tick label and the long tooltip / table title of a key. */
  tickLabel: (key: string) => string
  title: (key: string) => string
  caption: string
  /** Show every nth tick on narrow axes (30 days). */
  tickInterval?: number
}

export function RevenueBarChart({ data, tickLabel, title, caption, tickInterval = 0 }: Props) {
  const renderTooltip = ({ active, payload }: TooltipContentProps) => {
    const point = active ? (payload?.[0]?.payload as RevenuePoint | undefined) : undefined
    if (!point) return null
    return (
      <ChartTooltipCard title={title(point.key)}>
        <span className="font-semibold text-foreground tabular-nums">
          {formatDollars(point.total)}
        </span>{' '}
        from {formatCount(point.payments, 'payment')}
      </ChartTooltipCard>
    )
  }
  return (
    <figure className="flex flex-col gap-2">
      <div className="h-64 w-full sm:h-72" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%" minWidth={0}>
          <BarChart
            data={[...data]}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis
              dataKey="key"
              tickFormatter={tickLabel}
              tickLine={false}
              axisLine={false}
              interval={tickInterval}
              tick={{ fontSize: 12, fill: 'var(--muted-foreground)' }}
            />
            <YAxis
              tickFormatter={compactDollars}
              tickLine={false}
              axisLine={false}
              width={56}
              tick={{ fontSize: 12, fill: 'var(--muted-foreground)' }}
            />
            <Tooltip content={renderTooltip} cursor={{ fill: 'var(--muted)', opacity: 0.6 }} />
            <Bar dataKey="total" fill="var(--primary)" radius={[4, 4, 0, 0]} maxBarSize={48} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">Revenue</th>
            <th scope="col">Payments</th>
          </tr>
        </thead>
        <tbody>
          {data.map((point) => (
            <tr key={point.key}>
              <th scope="row">{title(point.key)}</th>
              <td>{formatDollars(point.total)}</td>
              <td>{point.payments}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
