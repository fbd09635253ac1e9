import { useQuery } from '@tanstack/react-query'
import { Briefcase, Building2, DollarSign, MapPin, UsersRound } from 'lucide-react'
import { useParams } from 'react-router'
import { companyContactIds, type Company } from '../../../domain/crm/company'
import type { Person } from '../../../domain/crm/person'
import { DetailTabs } from '../../components/detail-tabs'
import { Page } from '../../components/layout/page'
import { QueryError } from '../../components/query-error'
import { RecordDetailPage } from '../../components/record-detail-page'
import { StatTiles } from '../../components/stat-tile'
import { useRecordsById } from '../../data/use-records-by-id'
import { formatDollars } from '../../lib/format'
import { companyQueries } from './company-api'
import { CompanyContactsTab } from './company-contacts-tab'
import { COMPANIES_HREF, CompanyHeader } from './company-header'
import { CompanyInfoTab } from './company-info-tab'
import { CompanyJobsTab } from './company-jobs-tab'
import { CompanyNotesTab } from './company-notes-tab'
import { CompanySitesTab } from './company-sites-tab'

export function CompanyDetailPage() {
  const { id = '' } = useParams()
  return (
    <RecordDetailPage
      query={useQuery(companyQueries.detail(id))}
      noun="Company"
      titleOf={(company) => company.name}
      backTo={COMPANIES_HREF}
      backLabel="Back to Companies"
      notFoundIcon={<Building2 />}
      skeleton={{ media: 'square' }}
    >
      {(company) => <CompanyDetail company={company} />}
    </RecordDetailPage>
  )
}

function CompanyDetail({ company }: { company: Company }) {
  const contactIds = companyContactIds(company)
  const people = useRecordsById<Person>('persons', contactIds)
  const primary = company.primary_contact ? people.get(company.primary_contact) : null

  return (
    <Page>
      <CompanyHeader company={company} primary={primary} />
      <CompanyStatTiles companyId={company.id} />
      <DetailTabs
        label="Company details"
        tabs={[
          {
            value: 'info',
            label: 'Info',
            content: <CompanyInfoTab company={company} primary={primary} />,
          },
          { value: 'sites', label: 'Sites', content: <CompanySitesTab company={company} /> },
          { value: 'jobs', label: 'Jobs', content: <CompanyJobsTab contactIds={contactIds} /> },
          {
            value: 'contacts',
            label: 'Contacts',
            content: (
              <CompanyContactsTab
                company={company}
                people={contactIds.map((id) => people.get(id))}
              />
            ),
          },
          {
            value: 'notes',
            label: 'Notes',
            // A new version (saved here or elsewhere) starts the text over from the saved notes.
            content: <CompanyNotesTab key={company.version} company={company} />,
          },
        ]}
      />
    </Page>
  )
}

function CompanyStatTiles({ companyId }: { companyId: string }) {
  const stats = useQuery(companyQueries.stats(companyId))
  return (
    <>
      <StatTiles
        items={[
          { label: 'Sites', value: stats.data?.sites.toString(), icon: MapPin },
          { label: 'Jobs', value: stats.data?.jobs.toString(), icon: Briefcase },
          { label: 'Contacts', value: stats.data?.contacts.toString(), icon: UsersRound },
          // The API leaves the revenue out for a role without billing: no tile for it then.
          ...(stats.data && stats.data.total_revenue === undefined
            ? []
            : [
                {
                  label: 'Total Revenue',
                  value:
                    stats.data?.total_revenue === undefined
                      ? undefined
                      : formatDollars(stats.data.total_revenue),
                  icon: DollarSign,
                },
              ]),
        ]}
      />
      {stats.isError ? (
        <QueryError error={stats.error} onRetry={() => void stats.refetch()} />
      ) : null}
    </>
  )
}
