// The job page's "Job costing" card (issue #32 section 3), for the roles that read pay (Owner,
// Office): the hours recorded on the job, their labour cost at each member's rate, the invoices
// linked to the job and the margin, then a row per crew member.
import { useQuery } from '@tanstack/react-query'
import { fromCents } from '../../../domain/shared/money'
import type { JobCosting } from '../../../domain/time/time-api'
import { InfoRow } from '../../components/info-row'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { useCan } from '../../lib/access'
import { formatDollars, formatHours } from '../../lib/format'
import { jobCostingQuery } from './job-costing-api'

const TITLE_ID = 'job-costing-title'
const money = (cents: number) => formatDollars(fromCents(cents))

export function JobCostingCard({ jobId }: { jobId: string }) {
  const canReadPay = useCan('pay:read')
  if (!canReadPay) return null
  return <CostingCard jobId={jobId} />
}

function CostingCard({ jobId }: { jobId: string }) {
  const costing = useQuery(jobCostingQuery(jobId))
  return (
    <Card role="region" aria-labelledby={TITLE_ID} className="gap-3">
      <CardHeader>
        <CardTitle id={TITLE_ID} className="text-base">
          Job costing
        </CardTitle>
      </CardHeader>
      <CardContent>
        {costing.data ? (
          <CostingFigures costing={costing.data} />
        ) : costing.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Job costing could not be loaded.
          </p>
        ) : (
          <Skeleton className="h-24 w-full" />
        )}
      </CardContent>
    </Card>
  )
}

function CostingFigures({ costing }: { costing: JobCosting }) {
  return (
    <>
      <dl className="divide-y">
        <InfoRow label="Hours">{formatHours(costing.hours)}</InfoRow>
        <InfoRow label="Labour cost">{money(costing.labour_cost_cents)}</InfoRow>
        <InfoRow label="Invoiced">{money(costing.invoiced_cents)}</InfoRow>
        <InfoRow label="Margin">
          <span className={costing.margin_cents < 0 ? 'text-destructive' : undefined}>
            {money(costing.margin_cents)}
          </span>
        </InfoRow>
      </dl>
      {costing.members.length > 0 ? (
        <table className="mt-3 w-full text-sm" aria-label="Labour by crew member">
          <thead className="text-left text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 font-normal">
                Member
              </th>
              <th scope="col" className="py-2 text-right font-normal">
                Hours
              </th>
              <th scope="col" className="py-2 text-right font-normal">
                Rate
              </th>
              <th scope="col" className="py-2 text-right font-normal">
                Cost
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {costing.members.map((m) => (
              <tr key={m.employee_id}>
                <th scope="row" className="py-2 text-left font-normal break-words">
                  {m.name}
                </th>
                <td className="py-2 text-right tabular-nums">{formatHours(m.hours)}</td>
                <td className="py-2 text-right tabular-nums">{formatDollars(m.rate)}/h</td>
                <td className="py-2 text-right tabular-nums">{money(m.cost_cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">No time recorded on this job yet.</p>
      )}
    </>
  )
}
