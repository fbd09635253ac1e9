import { Calendar, UserRound } from 'lucide-react'
import type { Lead } from '../../../domain/sales/lead'
import { Badge } from '../../components/ui/badge'
import { CardSkeleton, FIGURES_SKELETON } from '../../components/card-skeleton'
import { CardLink, LoadingName } from '../../components/record-card'
import { formatDate, formatDollars } from '../../lib/format'
import { leadHref } from './lead-links'
import { LeadStageBadge } from './lead-stage-badge'

export type LeadCardProps = {
  lead: Lead
  /** The contact person's name; null when unknown, undefined while loading. */
  contactName: string | null | undefined
}

export function LeadCard({ lead, contactName }: LeadCardProps) {
  return (
    <CardLink to={leadHref(lead.id)}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground"
          >
            {lead.name.trim().charAt(0).toUpperCase() || '?'}
          </span>
          <div className="min-w-0">
            <p className="line-clamp-2 font-semibold break-words group-hover:text-primary">
              {lead.name}
            </p>
            <div className="flex items-center gap-1.5 truncate text-xs text-muted-foreground">
              <UserRound aria-hidden="true" className="size-3 shrink-0" />
              <LoadingName name={contactName} fallback="Unknown" skeletonClassName="h-3 w-24" />
            </div>
          </div>
        </div>
        <LeadStageBadge stage={lead.stage} />
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{lead.source}</Badge>
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <Calendar aria-hidden="true" className="size-3" />
            {formatDate(lead.created_at)}
          </span>
        </div>
        <span className="font-semibold tabular-nums">{formatDollars(lead.value)}</span>
      </div>
    </CardLink>
  )
}

export function LeadCardSkeleton() {
  return <CardSkeleton parts={[{ media: 'round' }, FIGURES_SKELETON]} />
}
