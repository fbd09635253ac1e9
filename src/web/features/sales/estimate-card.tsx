import { Calendar, FileText } from 'lucide-react'
import { Link } from 'react-router'
import type { Estimate } from '../../../domain/sales/estimate'
import { EstimateStatusBadge } from '../../components/estimate-status-badge'
import { CardSkeleton } from '../../components/card-skeleton'
import { Skeleton } from '../../components/ui/skeleton'
import { formatCount, formatDate, formatDollars } from '../../lib/format'
import { estimateHref } from './estimate-links'

export type EstimateCardProps = {
  estimate: Estimate
  /** The client's name; null when unknown (deleted), undefined while loading. */
  clientName: string | null | undefined
}

export function EstimateCard({ estimate, clientName }: EstimateCardProps) {
  return (
    <Link
      to={estimateHref(estimate.id)}
      className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs transition-all outline-none hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <FileText aria-hidden="true" className="size-5" />
          </div>
          <div className="min-w-0">
            <div className="truncate font-semibold group-hover:text-primary">
              {clientName === undefined ? (
                <Skeleton className="h-4 w-32" />
              ) : (
                (clientName ?? 'Unknown Client')
              )}
            </div>
            <p className="text-xs text-muted-foreground">
              {formatCount(estimate.line_items.length, 'line item')}
            </p>
          </div>
        </div>
        <EstimateStatusBadge status={estimate.status} />
      </div>
      <div className="mt-auto flex items-end justify-between gap-3">
        <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Calendar aria-hidden="true" className="size-3.5" />
          {formatDate(estimate.created_at)}
        </span>
        <span className="text-xl font-semibold tabular-nums">{formatDollars(estimate.total)}</span>
      </div>
    </Link>
  )
}

export function EstimateCardSkeleton() {
  return <CardSkeleton media="square" />
}
