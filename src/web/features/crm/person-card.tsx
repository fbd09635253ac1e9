import { Mail, Phone } from 'lucide-react'
import { Link } from 'react-router'
import type { Person } from '../../../domain/crm/person'
import { Avatar } from '../../components/ui/avatar'
import { Skeleton } from '../../components/ui/skeleton'
import { PersonTags } from './person-tags'

export function personHref(id: string): string {
  return `/crm/contacts/persons/${id}`
}

export function PersonCard({ person }: { person: Person }) {
  return (
    <Link
      to={personHref(person.id)}
      className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs transition-all outline-none hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
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
        {person.email ? (
          <span className="flex min-w-0 items-center gap-2">
            <Mail aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{person.email}</span>
          </span>
        ) : null}
        {person.phone ? (
          <span className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-3.5 shrink-0" />
            <span>{person.phone}</span>
          </span>
        ) : null}
      </div>
      <PersonTags tags={person.tags} className="mt-auto" />
    </Link>
  )
}

export function PersonCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-3.5 w-4/5" />
      <Skeleton className="h-3.5 w-1/2" />
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-20" />
        <Skeleton className="h-5 w-16" />
      </div>
    </div>
  )
}
