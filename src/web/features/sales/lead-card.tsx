import { Calendar, UserRound } from 'lucide-react'
import { Link } from 'react-router'
import type { Lead } from '../../../domain/sales/lead'
import { Badge } from '../../components/ui/badge'
import { CardSkeleton } from '../../components/card-skeleton'
import { Skeleton } from '../../components/ui/skeleton'
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
    <Link
      to={leadHref(lead.id)}
      className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs transition-all outline-none hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
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
              {contactName === undefined ? (
                <Skeleton className="h-3 w-24" />
              ) : (
                (contactName ?? 'Unknown')
              )}
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
    </Link>
  )
}

export function LeadCardSkeleton() {
  return <CardSkeleton media="round" />
}
