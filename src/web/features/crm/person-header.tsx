// The top of a person's page: avatar, name, contact links, tags, and the actions (new estimate,
// edit, delete).
import { FileText, MapPin, Pencil } from 'lucide-react'
import { useState } from 'react'
import type { Person } from '../../../domain/crm/person'
import { ContactLink } from '../../components/contact-link'
import { DeleteRecordButton } from '../../components/delete-record-button'
import { DetailHeader } from '../../components/detail-header'
import { Avatar } from '../../components/ui/avatar'
import { Button } from '../../components/ui/button'
import { LinkButton } from '../../components/link-button'
import { useDeletePerson } from './api'
import { PersonEditDialog } from './person-edit-dialog'
import { PersonTags } from './person-tags'
import { Can } from '../../lib/access'

export const PERSONS_HREF = '/crm/contacts/persons'

export function PersonHeader({ person }: { person: Person }) {
  return (
    <DetailHeader
      backTo={PERSONS_HREF}
      backLabel="Back to Persons"
      media={<Avatar name={person.name} src={person.avatar || undefined} size="lg" />}
      title={person.name}
      actions={<PersonActions person={person} />}
      record={{ collection: 'persons', id: person.id }}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <ContactLink kind="email" value={person.email} isInHeader />
        <ContactLink kind="phone" value={person.phone} isInHeader />
        {person.location ? (
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            {person.location}
          </span>
        ) : null}
      </div>
      <PersonTags tags={person.tags} />
    </DetailHeader>
  )
}

/** Start an estimate for this person, edit them, or delete them (after saying what it would do). */
function PersonActions({ person }: { person: Person }) {
  const [isEditing, setEditing] = useState(false)
  const remove = useDeletePerson(person.id)
  return (
    <>
      <Can permission="sales:write">
        <LinkButton
          to={`/sales/estimates/new?client=${person.id}`}
          icon={FileText}
          variant="outline"
          className="min-h-11 sm:min-h-9"
        >
          New Estimate
        </LinkButton>
      </Can>
      <Can permission="crm:write">
        <Button variant="outline" className="min-h-11 sm:min-h-9" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </Can>
      <DeleteRecordButton
        collection="persons"
        id={person.id}
        label="Person"
        name={person.name}
        remove={remove}
        listHref={PERSONS_HREF}
        deletedMessage={`${person.name} was removed from your contacts`}
      />
      <PersonEditDialog person={person} open={isEditing} onOpenChange={setEditing} />
    </>
  )
}
