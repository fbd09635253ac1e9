// The Info tab of a person: their contact details and dates, and (server mode, billing roles)
// whether they get automatic e-mail.
import type { Person } from '../../../domain/crm/person'
import { ContactLink } from '../../components/contact-link'
import { InfoCard, InfoRow, NoValue } from '../../components/info-row'
import { formatDate } from '../../lib/format'
import { PersonHubCard } from './person-hub-card'
import { PersonMailSettings } from './person-mail-settings'
import { PersonTags } from './person-tags'

const notProvided = <NoValue>Not provided</NoValue>

export function PersonInfoTab({ person }: { person: Person }) {
  return (
    <div className="flex flex-col gap-4">
      <InfoCard title="Contact information">
        <InfoRow label="Name">{person.name}</InfoRow>
        <InfoRow label="Email">
          <ContactLink kind="email" value={person.email} fallback={notProvided} />
        </InfoRow>
        <InfoRow label="Phone">
          <ContactLink kind="phone" value={person.phone} fallback={notProvided} />
        </InfoRow>
        <InfoRow label="Location">{person.location || notProvided}</InfoRow>
        <InfoRow label="Tags">
          {person.tags.length > 0 ? <PersonTags tags={person.tags} /> : <NoValue>No tags</NoValue>}
        </InfoRow>
        <InfoRow label="Customer since">{formatDate(person.created_at)}</InfoRow>
        <InfoRow label="Last activity">{formatDate(person.last_activity_at)}</InfoRow>
      </InfoCard>
      <PersonMailSettings personId={person.id} />
      <PersonHubCard personId={person.id} email={person.email} />
    </div>
  )
}
