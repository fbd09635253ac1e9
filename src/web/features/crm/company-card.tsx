import { Building2, MapPin, UserRound } from 'lucide-react'
import { Link } from 'react-router'
import { companyContactIds, type Company } from '../../../domain/crm/company'
import { Skeleton } from '../../components/ui/skeleton'
import { formatCount } from '../../lib/format'
import { companyHref } from './company-form-dialog'

export type CompanyCardProps = {
  company: Company
  /** The primary contact's name; null when there is none (or they were deleted), undefined while loading. */
  primaryName: string | null | undefined
}

export function CompanyCard({ company, primaryName }: CompanyCardProps) {
  const contacts = companyContactIds(company).length
  return (
    <Link
      to={companyHref(company.id)}
      className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs transition-all outline-none hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <div className="flex items-center gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Building2 aria-hidden="true" className="size-5" />
        </div>
        <div className="min-w-0">
          <p className="truncate font-semibold group-hover:text-primary">{company.name}</p>
          <p className="text-xs text-muted-foreground">
            {formatCount(company.sites.length, 'site')} · {formatCount(contacts, 'contact')}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-1.5 text-sm text-muted-foreground">
        <span className="flex min-w-0 items-center gap-2">
          <UserRound aria-hidden="true" className="size-3.5 shrink-0" />
          {primaryName === undefined ? (
            <Skeleton className="h-3.5 w-28" />
          ) : (
            <span className="truncate">{primaryName ?? 'No primary contact'}</span>
          )}
        </span>
        {company.sites[0] ? (
          <span className="flex min-w-0 items-center gap-2">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{company.sites[0]}</span>
          </span>
        ) : null}
      </div>
    </Link>
  )
}

export function CompanyCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-lg" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-3.5 w-1/2" />
      <Skeleton className="h-3.5 w-4/5" />
    </div>
  )
}
