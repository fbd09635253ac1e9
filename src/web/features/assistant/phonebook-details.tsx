// One contact in the phonebook: call, text (the SMS panel or the device's SMS app) and e-mail, with
// their jobs shown as projects and their invoices (SPEC section 3's phonebook contact), as far as
// the signed-in role may read them.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Mail, MessageSquareText, Phone, Smartphone, UserRound } from 'lucide-react'
import { Link } from 'react-router'
import { effectiveInvoiceStatus } from '../../../domain/billing/invoice-status'
import type { Person } from '../../../domain/crm/person'
import { phonebookInvoiceStatusOf, projectStatusOf } from '../../../domain/messages/phonebook'
import { smsHref, telHref } from '../../../domain/messages/phone'
import { QueryError } from '../../components/query-error'
import { Avatar } from '../../components/ui/avatar'
import { Badge, type BadgeProps } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { Skeleton } from '../../components/ui/skeleton'
import { Can, useAccess } from '../../lib/access'
import { openSms } from '../../lib/events'
import { formatDollars } from '../../lib/format'
import { phonebookQueries } from './api'
import { jobHref } from '../../lib/job-links'

/** A contact as the signed-in role reads it: a Crew user gets the name, phone and address only. */
type ContactView = Pick<Person, 'id' | 'name' | 'phone' | 'location'> & Partial<Person>

const projectVariant: Record<string, BadgeProps['variant']> = {
  Active: 'info',
  Paused: 'warning',
  Completed: 'success',
}
const invoiceVariant: Record<string, BadgeProps['variant']> = {
  Due: 'warning',
  Paid: 'success',
  Overdue: 'destructive',
}

export function PhonebookDetails({
  personId,
  onBrowse,
  onNavigate,
}: {
  personId: string | null
  onBrowse: () => void
  onNavigate: () => void
}) {
  if (!personId) {
    return (
      <div className="p-4">
        <EmptyState
          icon={<UserRound />}
          title="No contact chosen"
          description="Pick someone in Contacts to see their details."
          action={
            <Button variant="outline" onClick={onBrowse}>
              Browse contacts
            </Button>
          }
        />
      </div>
    )
  }
  return <ContactDetails personId={personId} onNavigate={onNavigate} />
}

function ContactDetails({ personId, onNavigate }: { personId: string; onNavigate: () => void }) {
  const person = useQuery(phonebookQueries.person(personId))
  const projects = useQuery(phonebookQueries.projects(personId))
  const access = useAccess()
  // A Crew user reads their jobs' clients only: name, phone and address; no full contact page.
  const canOpenContact = access.canAll('crm:read')
  const canText = access.can('messages:write')

  if (person.isPending) {
    return (
      <div className="flex flex-col items-center gap-3 p-6" aria-busy="true">
        <Skeleton className="size-16 rounded-full" />
        <Skeleton className="h-5 w-40" />
      </div>
    )
  }
  if (person.isError) {
    return (
      <div className="p-4">
        <QueryError error={person.error} onRetry={() => void person.refetch()} />
      </div>
    )
  }
  const p: ContactView = person.data
  return (
    <div className="flex flex-col gap-5 p-4">
      <div className="flex flex-col items-center gap-2 text-center">
        <Avatar name={p.name} src={p.avatar || undefined} size="lg" />
        <h3 className="text-lg font-semibold">{p.name}</h3>
        {p.tags && p.tags.length > 0 ? (
          <div className="flex flex-wrap justify-center gap-1">
            {p.tags.map((tag) => (
              <Badge key={tag} variant="secondary">
                {tag}
              </Badge>
            ))}
          </div>
        ) : null}
      </div>
      <div className="grid grid-cols-3 gap-2">
        {p.phone ? (
          <Button asChild variant="outline" className="h-16 flex-col gap-1">
            <a href={telHref(p.phone)}>
              <Phone aria-hidden="true" />
              Call
            </a>
          </Button>
        ) : null}
        {p.phone && canText ? (
          <Button
            variant="outline"
            className="h-16 flex-col gap-1"
            onClick={() => openSms({ personId: p.id })}
          >
            <MessageSquareText aria-hidden="true" />
            Text
          </Button>
        ) : null}
        {p.email ? (
          <Button asChild variant="outline" className="h-16 flex-col gap-1">
            <a href={`mailto:${p.email}`}>
              <Mail aria-hidden="true" />
              Email
            </a>
          </Button>
        ) : null}
      </div>
      <dl className="flex flex-col divide-y rounded-xl border text-sm">
        <div className="flex items-center justify-between gap-3 px-3 py-2.5">
          <dt className="text-muted-foreground">Phone</dt>
          <dd className="flex items-center gap-2">
            {p.phone ? (
              <>
                <a href={telHref(p.phone)} className="text-primary hover:underline">
                  {p.phone}
                </a>
                <a
                  href={smsHref(p.phone, '')}
                  aria-label={`Text ${p.name} with this device`}
                  className="inline-flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-accent"
                >
                  <Smartphone aria-hidden="true" className="size-4" />
                </a>
              </>
            ) : (
              'Not provided'
            )}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3 px-3 py-2.5">
          <dt className="text-muted-foreground">Email</dt>
          <dd className="min-w-0 truncate">
            {p.email ? (
              <a href={`mailto:${p.email}`} className="text-primary hover:underline">
                {p.email}
              </a>
            ) : (
              'Not provided'
            )}
          </dd>
        </div>
        {p.location ? (
          <div className="flex items-center justify-between gap-3 px-3 py-2.5">
            <dt className="text-muted-foreground">Location</dt>
            <dd>{p.location}</dd>
          </div>
        ) : null}
      </dl>

      <section aria-labelledby="pb-projects" className="flex flex-col gap-2">
        <h4 id="pb-projects" className="text-sm font-semibold">
          Projects
        </h4>
        {projects.isPending ? (
          <Skeleton className="h-12 rounded-lg" />
        ) : projects.isError ? (
          <QueryError error={projects.error} onRetry={() => void projects.refetch()} />
        ) : projects.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No projects yet.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {projects.data.items.map((job) => {
              const status = projectStatusOf(job.status)
              return (
                <li key={job.id}>
                  <Link
                    to={jobHref(job.id)}
                    onClick={onNavigate}
                    className="flex min-h-11 items-center justify-between gap-2 rounded-lg px-2 text-sm hover:bg-accent"
                  >
                    <span className="truncate">{job.title}</span>
                    <Badge variant={projectVariant[status]}>{status}</Badge>
                  </Link>
                </li>
              )
            })}
          </ul>
        )}
      </section>

      <Can permission="billing:read">
        <ContactInvoices personId={p.id} onNavigate={onNavigate} />
      </Can>
      {canOpenContact ? (
        <Button asChild variant="ghost" className="min-h-11">
          <Link to={`/crm/contacts/persons/${p.id}`} onClick={onNavigate}>
            Open full contact
          </Link>
        </Button>
      ) : null}
    </div>
  )
}

function ContactInvoices({ personId, onNavigate }: { personId: string; onNavigate: () => void }) {
  const invoices = useQuery(phonebookQueries.invoices(personId))
  const [now] = useState(() => Date.now())
  return (
    <section aria-labelledby="pb-invoices" className="flex flex-col gap-2">
      <h4 id="pb-invoices" className="text-sm font-semibold">
        Invoices
      </h4>
      {invoices.isPending ? (
        <Skeleton className="h-12 rounded-lg" />
      ) : invoices.isError ? (
        <QueryError error={invoices.error} onRetry={() => void invoices.refetch()} />
      ) : invoices.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No invoices yet.</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {invoices.data.items.map((invoice) => {
            const status = phonebookInvoiceStatusOf(effectiveInvoiceStatus(invoice, now))
            return (
              <li key={invoice.id}>
                <Link
                  to={`/billing/invoices/${invoice.id}`}
                  onClick={onNavigate}
                  className="flex min-h-11 items-center justify-between gap-2 rounded-lg px-2 text-sm hover:bg-accent"
                >
                  <span className="truncate">{invoice.number}</span>
                  <span className="flex items-center gap-2">
                    <span className="tabular-nums">{formatDollars(invoice.amount)}</span>
                    <Badge variant={invoiceVariant[status]}>{status}</Badge>
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
