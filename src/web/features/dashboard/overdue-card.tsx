// 'Needs Attention': the invoices overdue the longest, each opening the invoice.
import { CircleCheck } from 'lucide-react'
import { Link } from 'react-router'
import type { OverdueInvoice } from '../../../domain/dashboard/dashboard-summary'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { formatCount, formatDollars } from '../../lib/format'
import { daysSince } from './day-label'
import { tileLinks } from './tile-links'

export function OverdueCard({
  invoices,
  total,
  now,
}: {
  invoices: OverdueInvoice[] | undefined
  total: number | undefined
  now: number
}) {
  return (
    <Card role="region" className="gap-3 pb-4" aria-labelledby="overdue-title">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle id="overdue-title" className="text-base">
          Needs Attention
        </CardTitle>
        <p className="text-sm text-muted-foreground">Invoices overdue the longest</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 px-1 sm:px-3">
        {invoices === undefined ? (
          <div aria-busy="true" className="flex flex-col gap-3 px-3">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : invoices.length === 0 ? (
          <p className="flex flex-1 flex-col items-center justify-center gap-2 px-3 py-6 text-center text-sm text-muted-foreground">
            <CircleCheck aria-hidden="true" className="size-6 text-success" />
            No overdue invoices.
          </p>
        ) : (
          <ul aria-label="Overdue invoices" className="flex flex-col divide-y">
            {invoices.map((invoice) => {
              const days = daysSince(invoice.due_date, now)
              return (
                <li key={invoice.id}>
                  <Link
                    to={`/billing/invoices/${invoice.id}`}
                    className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 py-2.5 outline-none hover:bg-muted/70 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate text-sm font-medium">
                        {invoice.client_name ?? 'Unknown Client'}
                      </span>
                      <span className="truncate text-xs text-muted-foreground">
                        {invoice.number} ·{' '}
                        {days > 0 ? `${formatCount(days, 'day')} overdue` : 'due today'}
                      </span>
                    </span>
                    <span className="text-sm font-semibold text-destructive tabular-nums">
                      {formatDollars(invoice.amount)}
                    </span>
                  </Link>
                </li>
              )
            })}
          </ul>
        )}
        {total !== undefined && invoices && invoices.length > 0 ? (
          <Button variant="ghost" size="sm" asChild className="mt-auto min-h-9 self-start">
            <Link to={tileLinks.overdueInvoices}>View all overdue</Link>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  )
}
