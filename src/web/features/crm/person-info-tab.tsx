// The Info tab of a person: their contact details and dates.
import type { Person } from '../../../domain/crm/person'
import { InfoCard, InfoRow, NoValue } from '../../components/info-row'
import { formatDate } from '../../lib/format'
import { PersonTags } from './person-tags'

const linkClass = 'inline-flex min-h-11 items-center text-primary hover:underline sm:min-h-0'
const notProvided = <NoValue>Not provided</NoValue>

export function PersonInfoTab({ person }: { person: Person }) {
  return (
    <InfoCard title="Contact information">
      <InfoRow label="Name">{person.name}</InfoRow>
      <InfoRow label="Email">
        {person.email ? (
          <a className={linkClass} href={`mailto:${person.email}`}>
            {person.email}
          </a>
        ) : (
          notProvided
        )}
      </InfoRow>
      <InfoRow label="Phone">
        {person.phone ? (
          <a className={linkClass} href={`tel:${person.phone}`}>
            {person.phone}
          </a>
        ) : (
          notProvided
        )}
      </InfoRow>
      <InfoRow label="Location">{person.location || notProvided}</InfoRow>
      <InfoRow label="Tags">
        {person.tags.length > 0 ? <PersonTags tags={person.tags} /> : <NoValue>No tags</NoValue>}
      </InfoRow>
      <InfoRow label="Customer since">{formatDate(person.created_at)}</InfoRow>
      <InfoRow label="Last activity">{formatDate(person.last_activity_at)}</InfoRow>
    </InfoCard>
  )
}
