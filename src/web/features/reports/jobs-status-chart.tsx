// Jobs by status: a donut chart with a legend that carries the numbers (the legend is what screen
// readers get; the chart is decoration for it).
import { Cell, Pie, PieChart, ResponsiveContainer } from 'recharts'
import { jobStatusLabel, type JobStatus } from '../../../domain/projects/job-status'

const colorByStatus: Record<JobStatus, string> = {
  Scheduled: 'var(--info)',
  'In-Progress': 'var(--warning)',
  Done: 'var(--success)',
}

export function JobsStatusChart({
  data,
  total,
}: {
  data: readonly { status: JobStatus; count: number }[]
  total: number
}) {
  return (
    <div className="flex w-full flex-col items-center gap-6">
      <div className="relative size-44 shrink-0" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%" minWidth={0}>
          <PieChart>
            <Pie
              data={[...data]}
              dataKey="count"
              nameKey="status"
              innerRadius="62%"
              outerRadius="100%"
              paddingAngle={data.filter((d) => d.count > 0).length > 1 ? 2 : 0}
              stroke="none"
              isAnimationActive={false}
            >
              {data.map((entry) => (
                <Cell key={entry.status} fill={colorByStatus[entry.status]} />
              ))}
            </Pie>
          </PieChart>
        </ResponsiveContainer>
        <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
          <span className="text-3xl font-semibold tabular-nums">{total}</span>
          <span className="text-xs text-muted-foreground">jobs</span>
        </div>
      </div>
      <ul aria-label="Jobs by status" className="flex w-full max-w-xs flex-col gap-3">
        {data.map((entry) => {
          const share = total > 0 ? Math.round((entry.count / total) * 100) : 0
          return (
            <li key={entry.status} className="flex items-center gap-3 text-sm">
              <span
                aria-hidden="true"
                className="size-3 shrink-0 rounded-sm"
                style={{ background: colorByStatus[entry.status] }}
              />
              <span className="flex-1">{jobStatusLabel(entry.status)}</span>
              <span className="font-semibold tabular-nums">{entry.count}</span>
              <span className="w-10 text-right text-muted-foreground tabular-nums">{share}%</span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
