// The Info tab of a company: its primary contact, website, counts and notes.
import { Link } from 'react-router'
import { companyContactIds, type Company } from '../../../domain/crm/company'
import type { Person } from '../../../domain/crm/person'
import { InfoCard, InfoRow, NoValue } from '../../components/info-row'
import { Skeleton } from '../../components/ui/skeleton'
import { formatCount } from '../../lib/format'

export function CompanyInfoTab({
  company,
  primary,
}: {
  company: Company
  primary: Person | null | undefined
}) {
  return (
    <InfoCard title="Company information">
      <InfoRow label="Name">{company.name}</InfoRow>
      <InfoRow label="Primary contact">
        {primary ? (
          <span className="flex flex-col gap-1">
            <Link
              to={`/crm/contacts/persons/${primary.id}`}
              className="inline-flex min-h-11 w-fit items-center text-primary hover:underline sm:min-h-0"
            >
              {primary.name}
            </Link>
            {primary.email ? <NoValue>{primary.email}</NoValue> : null}
            {primary.phone ? <NoValue>{primary.phone}</NoValue> : null}
          </span>
        ) : primary === undefined ? (
          <Skeleton className="h-4 w-32" />
        ) : (
          <NoValue>Not set</NoValue>
        )}
      </InfoRow>
      <InfoRow label="Website">
        {company.website ? (
          <a
            href={company.website}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 w-fit items-center break-all text-primary hover:underline sm:min-h-0"
          >
            {company.website.replace(/^https?:\/\//, '')}
          </a>
        ) : (
          <NoValue>Not set</NoValue>
        )}
      </InfoRow>
      <InfoRow label="Sites">{formatCount(company.sites.length, 'site')}</InfoRow>
      <InfoRow label="Contacts">
        {formatCount(companyContactIds(company).length, 'contact')}
      </InfoRow>
      <InfoRow label="Notes">
        {company.notes ? (
          <span className="whitespace-pre-wrap">{company.notes}</span>
        ) : (
          <NoValue>No notes</NoValue>
        )}
      </InfoRow>
    </InfoCard>
  )
}
