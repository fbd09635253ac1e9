// The Contacts tab of a company: its people, the primary contact marked.
import { Mail, Phone, UsersRound } from 'lucide-react'
import { Link } from 'react-router'
import type { Company } from '../../../domain/crm/company'
import type { Person } from '../../../domain/crm/person'
import { Avatar } from '../../components/ui/avatar'
import { Badge } from '../../components/ui/badge'
import { EmptyState } from '../../components/ui/empty-state'
import { Skeleton } from '../../components/ui/skeleton'

export function CompanyContactsTab({
  company,
  people,
}: {
  company: Company
  /** One per contact id: undefined while loading, null when the person is gone. */
  people: readonly (Person | null | undefined)[]
}) {
  if (people.length === 0) {
    return (
      <EmptyState
        icon={<UsersRound />}
        title="No contacts yet"
        description="Pick a primary contact and others with Edit Company."
      />
    )
  }
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label="Contacts">
      {people.map((person, i) =>
        person === undefined ? (
          <li key={`loading-${i}`}>
            <Skeleton className="h-[76px] w-full rounded-xl" />
          </li>
        ) : person === null ? null : (
          <li key={person.id}>
            <Link
              to={`/crm/contacts/persons/${person.id}`}
              className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-xs transition-all outline-none hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <Avatar name={person.name} src={person.avatar || undefined} />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  <span className="truncate">{person.name}</span>
                  {person.id === company.primary_contact ? (
                    <Badge variant="secondary">Primary contact</Badge>
                  ) : null}
                </span>
                {person.email ? (
                  <span className="flex items-center gap-1.5 truncate text-sm text-muted-foreground">
                    <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                    {person.email}
                  </span>
                ) : null}
                {person.phone ? (
                  <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
                    <Phone aria-hidden="true" className="size-3.5 shrink-0" />
                    {person.phone}
                  </span>
                ) : null}
              </div>
            </Link>
          </li>
        ),
      )}
    </ul>
  )
}
