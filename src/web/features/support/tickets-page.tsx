// Support > Submit Ticket: report a problem and follow your tickets until they are resolved. The
// Owner and the Office see every ticket and resolve them; everyone else sees their own (the API says
// which).
import { useQuery } from '@tanstack/react-query'
import { LifeBuoy } from 'lucide-react'
import type { Ticket, TicketPriority } from '../../../domain/support/ticket'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { QueryStates } from '../../components/query-states'
import { Badge, type BadgeProps } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { EmptyState } from '../../components/ui/empty-state'
import { Skeleton } from '../../components/ui/skeleton'
import { useCan } from '../../lib/access'
import { formatCount, formatDateTime } from '../../lib/format'
import { toastSuccess } from '../../lib/toast'
import { ticketQueries, useSetTicketStatus } from './api'
import { TicketForm } from './ticket-form'

const priorityVariant: Record<TicketPriority, BadgeProps['variant']> = {
  Low: 'muted',
  Normal: 'secondary',
  High: 'warning',
  Urgent: 'destructive',
}

/** Resolves or reopens a ticket: the Owner's and the Office's (everyone else follows their own). */
function TicketStatusButton({ ticket }: { ticket: Ticket }) {
  const setStatus = useSetTicketStatus()
  const canManage = useCan('support:manage')
  const isOpen = ticket.status === 'Open'
  if (!canManage) return null
  return (
    <Button
      variant="outline"
      size="sm"
      className="min-h-11 sm:min-h-8"
      disabled={setStatus.isPending}
      onClick={() =>
        setStatus.mutate(
          { ticket, status: isOpen ? 'Resolved' : 'Open' },
          {
            onSuccess: (saved) =>
              toastSuccess('Ticket updated', `“${saved.subject}” is ${saved.status.toLowerCase()}`),
          },
        )
      }
    >
      {isOpen ? 'Mark Resolved' : 'Reopen'}
    </Button>
  )
}

function TicketRow({ ticket }: { ticket: Ticket }) {
  const isOpen = ticket.status === 'Open'
  return (
    <li className="flex flex-col gap-2 px-4 py-4 sm:px-6">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 flex-1 truncate font-medium">{ticket.subject}</p>
        <Badge variant={priorityVariant[ticket.priority]}>{ticket.priority}</Badge>
        <Badge variant={isOpen ? 'info' : 'success'}>{ticket.status}</Badge>
      </div>
      <p className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground">
        {ticket.description}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-muted-foreground">{formatDateTime(ticket.created_at)}</span>
        <TicketStatusButton ticket={ticket} />
      </div>
    </li>
  )
}

export function TicketsPage() {
  const query = useQuery(ticketQueries.list())
  const tickets = query.data?.items ?? []
  const open = tickets.filter((t) => t.status === 'Open').length
  return (
    <Page className="max-w-4xl">
      <PageHeader title="Submit Ticket" description="Tell us what went wrong or what you need." />
      <Card>
        <CardHeader>
          <CardTitle>New ticket</CardTitle>
          <CardDescription>
            Tickets are saved with your workspace so the team can follow up.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <TicketForm />
        </CardContent>
      </Card>
      <section aria-labelledby="tickets-title" className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="tickets-title" className="text-lg font-semibold">
            Your Tickets
          </h2>
          {query.data ? (
            <span className="text-sm text-muted-foreground" aria-live="polite">
              {formatCount(query.data.total, 'ticket')} · {open} open
            </span>
          ) : null}
        </div>
        <QueryStates
          query={query}
          isEmpty={tickets.length === 0}
          loading={<Skeleton className="h-24 w-full" />}
          empty={
            <EmptyState
              icon={<LifeBuoy />}
              title="No data yet"
              description="Tickets you create appear here."
            />
          }
        >
          <Card className="gap-0 py-0">
            <ul aria-label="Tickets" className="divide-y">
              {tickets.map((ticket) => (
                <TicketRow key={ticket.id} ticket={ticket} />
              ))}
            </ul>
          </Card>
        </QueryStates>
      </section>
    </Page>
  )
}
