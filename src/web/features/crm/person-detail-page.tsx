import { useQuery } from '@tanstack/react-query'
import { Briefcase, Image as ImageIcon, MessageSquare, Tag, UserX } from 'lucide-react'
import { useParams } from 'react-router'
import type { Person } from '../../../domain/crm/person'
import { DetailTabs } from '../../components/detail-tabs'
import { historyTabs } from '../../components/record-history'
import { Page } from '../../components/layout/page'
import { RecordDetailPage } from '../../components/record-detail-page'
import { StatTiles } from '../../components/stat-tile'
import { formatDollars } from '../../lib/format'
import { personQueries } from './api'
import { PersonCallsTab } from './person-calls-tab'
import { PERSONS_HREF, PersonHeader } from './person-header'
import { PersonInfoTab } from './person-info-tab'
import { PersonJobsTab } from './person-jobs-tab'
import { PersonMediaTab } from './person-media-tab'
import { PersonMessagesTab } from './person-messages-tab'
import { PersonNotesTab } from './person-notes-tab'
import { usePersonStats, type PersonStats } from './person-stats'

export function PersonDetailPage() {
  const { id = '' } = useParams()
  return (
    <RecordDetailPage
      query={useQuery(personQueries.detail(id))}
      noun="Person"
      titleOf={(person) => person.name}
      backTo={PERSONS_HREF}
      backLabel="Back to Persons"
      notFoundIcon={<UserX />}
    >
      {(person) => <PersonDetail person={person} />}
    </RecordDetailPage>
  )
}

function PersonDetail({ person }: { person: Person }) {
  const stats = usePersonStats(person.id)
  return (
    <Page>
      <PersonHeader person={person} />
      <PersonStatTiles stats={stats} />
      <DetailTabs
        label="Person details"
        tabs={[
          { value: 'info', label: 'Info', content: <PersonInfoTab person={person} /> },
          { value: 'jobs', label: 'Jobs', content: <PersonJobsTab personId={person.id} /> },
          ...(stats.messages === null
            ? []
            : [
                {
                  value: 'messages',
                  label: 'Messages',
                  content: <PersonMessagesTab personId={person.id} />,
                },
              ]),
          { value: 'media', label: 'Media', content: <PersonMediaTab stats={stats} /> },
          { value: 'notes', label: 'Notes', content: <PersonNotesTab personId={person.id} /> },
          { value: 'calls', label: 'Calls', content: <PersonCallsTab person={person} /> },
          ...historyTabs({ collection: 'persons', id: person.id }),
        ]}
      />
    </Page>
  )
}

/** The spec's four tiles; a role without messages or billing gets no tile for them. */
function PersonStatTiles({ stats }: { stats: PersonStats }) {
  const { messages, totalSpent } = stats
  return (
    <StatTiles
      items={[
        { label: 'Jobs', value: stats.jobs?.toString(), icon: Briefcase },
        ...(messages === null
          ? []
          : [{ label: 'Messages', value: messages?.toString(), icon: MessageSquare }]),
        { label: 'Photos', value: stats.photos?.toString(), icon: ImageIcon },
        ...(totalSpent === null
          ? []
          : [
              {
                label: 'Total Spent',
                value: totalSpent === undefined ? undefined : formatDollars(totalSpent),
                icon: Tag,
              },
            ]),
      ]}
    />
  )
}
