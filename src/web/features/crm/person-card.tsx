import { Mail, Phone } from 'lucide-react'
import type { Person } from '../../../domain/crm/person'
import { Avatar } from '../../components/ui/avatar'
import { CardSkeleton, TAGS_SKELETON } from '../../components/card-skeleton'
import { CardLink, IconLine } from '../../components/record-card'
import { PersonTags } from './person-tags'

export function personHref(id: string): string {
  return `/crm/contacts/persons/${id}`
}

export function PersonCard({ person }: { person: Person }) {
  return (
    <CardLink to={personHref(person.id)}>
      <div className="flex items-center gap-3">
        <Avatar name={person.name} src={person.avatar || undefined} />
        <div className="min-w-0">
          <p className="truncate font-semibold group-hover:text-primary">{person.name}</p>
          {person.location ? (
            <p className="truncate text-xs text-muted-foreground">{person.location}</p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-col gap-1.5 text-sm text-muted-foreground">
        {person.email ? <IconLine icon={Mail}>{person.email}</IconLine> : null}
        {person.phone ? <IconLine icon={Phone}>{person.phone}</IconLine> : null}
      </div>
      <PersonTags tags={person.tags} className="mt-auto" />
    </CardLink>
  )
}

export function PersonCardSkeleton() {
  return <CardSkeleton parts={[{ media: 'round' }, 'h-3.5 w-4/5', 'h-3.5 w-1/2', TAGS_SKELETON]} />
}
