import { Building2, MapPin, UserRound } from 'lucide-react'
import { companyContactIds, type Company } from '../../../domain/crm/company'
import { CardSkeleton } from '../../components/card-skeleton'
import { CardLink, IconLine, IconTile, LoadingName } from '../../components/record-card'
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
    <CardLink to={companyHref(company.id)}>
      <div className="flex items-center gap-3">
        <IconTile icon={Building2} />
        <div className="min-w-0">
          <p className="truncate font-semibold group-hover:text-primary">{company.name}</p>
          <p className="text-xs text-muted-foreground">
            {formatCount(company.sites.length, 'site')} · {formatCount(contacts, 'contact')}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-1.5 text-sm text-muted-foreground">
        <IconLine icon={UserRound}>
          <LoadingName name={primaryName} fallback="No primary contact" />
        </IconLine>
        {company.sites[0] ? <IconLine icon={MapPin}>{company.sites[0]}</IconLine> : null}
      </div>
    </CardLink>
  )
}

export function CompanyCardSkeleton() {
  return <CardSkeleton parts={[{ media: 'square' }, 'h-3.5 w-1/2', 'h-3.5 w-4/5']} />
}
