import { Calendar, FileText } from 'lucide-react'
import type { Estimate } from '../../../domain/sales/estimate'
import { EstimateStatusBadge } from '../../components/estimate-status-badge'
import { CardSkeleton, FIGURES_SKELETON } from '../../components/card-skeleton'
import { CardLink, IconTile, LoadingName } from '../../components/record-card'
import { formatCount, formatDate, formatDollars } from '../../lib/format'
import { estimateHref } from './estimate-links'

export type EstimateCardProps = {
  estimate: Estimate
  /** The client's name; null when unknown (deleted), undefined while loading. */
  clientName: string | null | undefined
}

export function EstimateCard({ estimate, clientName }: EstimateCardProps) {
  return (
    <CardLink to={estimateHref(estimate.id)}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <IconTile icon={FileText} />
          <div className="min-w-0">
            <div className="truncate font-semibold group-hover:text-primary">
              <LoadingName
                name={clientName}
                fallback="Unknown Client"
                skeletonClassName="h-4 w-32"
              />
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
    </CardLink>
  )
}

export function EstimateCardSkeleton() {
  return <CardSkeleton parts={[{ media: 'square' }, FIGURES_SKELETON]} />
}
