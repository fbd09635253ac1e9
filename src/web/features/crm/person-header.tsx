// The top of a person's page: avatar, name, contact links, tags, and the actions (new estimate,
// edit, delete).
import { FileText, Mail, MapPin, Pencil, Phone } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import type { Person } from '../../../domain/crm/person'
import { DeleteRecordButton } from '../../components/delete-record-button'
import { DetailHeader } from '../../components/detail-header'
import { Avatar } from '../../components/ui/avatar'
import { Button } from '../../components/ui/button'
import { useDeletePerson } from './api'
import { PersonEditDialog } from './person-edit-dialog'
import { PersonTags } from './person-tags'

export const PERSONS_HREF = '/crm/contacts/persons'

const contactLinkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded hover:text-primary sm:min-h-0 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none'

export function PersonHeader({ person }: { person: Person }) {
  return (
    <DetailHeader
      backTo={PERSONS_HREF}
      backLabel="Back to Persons"
      media={<Avatar name={person.name} src={person.avatar || undefined} size="lg" />}
      title={person.name}
      actions={<PersonActions person={person} />}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {person.email ? (
          <a href={`mailto:${person.email}`} className={contactLinkClass}>
            <Mail aria-hidden="true" className="size-4" />
            {person.email}
          </a>
        ) : null}
        {person.phone ? (
          <a href={`tel:${person.phone}`} className={contactLinkClass}>
            <Phone aria-hidden="true" className="size-4" />
            {person.phone}
          </a>
        ) : null}
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
      <Button asChild variant="outline" className="min-h-11 sm:min-h-9">
        <Link to={`/sales/estimates/new?client=${person.id}`}>
          <FileText aria-hidden="true" />
          New Estimate
        </Link>
      </Button>
      <Button variant="outline" className="min-h-11 sm:min-h-9" onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
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
