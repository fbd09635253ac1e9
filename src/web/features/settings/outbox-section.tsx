// Settings > Notifications: the outbox, newest first (to, subject, what it is about with a link,
// status, attempts, last error, time), with "Resend" (Owner) for a failed or never-sent message.
import { useQuery } from '@tanstack/react-query'
import { RotateCw } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { canResend, type OutboxStatus } from '../../../domain/mail/outbox-message'
import { Badge, type BadgeProps } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { useCan } from '../../lib/access'
import { formatDateTime } from '../../lib/format'
import { toastError, toastSuccess } from '../../lib/toast'
import { mailQueries, useResendMail, type OutboxItem } from './mail-api'

const PAGE = 25

const STATUS: Record<OutboxStatus, { label: string; variant: BadgeProps['variant'] }> = {
  queued: { label: 'Queued', variant: 'info' },
  sending: { label: 'Sending', variant: 'info' },
  sent: { label: 'Sent', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  not_sent: { label: 'Not sent', variant: 'warning' },
}

/** The page of the record a message is about. */
const RECORD_PATHS: Record<string, string> = {
  estimates: '/sales/estimates/',
  invoices: '/billing/invoices/',
  jobs: '/projects/jobs/',
  persons: '/crm/contacts/persons/',
  companies: '/crm/contacts/companies/',
  leads: '/sales/leads/',
  employees: '/team/employees/',
}

function About({ about }: { about: NonNullable<OutboxItem['about']> }) {
  const base = RECORD_PATHS[about.collection]
  const label = about.label ?? `${about.collection.replace(/s$/, '')} ${about.id.slice(0, 8)}`
  return base ? (
    <Link className="underline underline-offset-2" to={`${base}${about.id}`}>
      {label}
    </Link>
  ) : (
    <span>{label}</span>
  )
}

function ResendButton({ item }: { item: OutboxItem }) {
  const resend = useResendMail()
  return (
    <Button
      variant="outline"
      size="sm"
      className="min-h-11 sm:min-h-8"
      disabled={resend.isPending}
      aria-label={`Resend to ${item.to}: ${item.subject}`}
      onClick={() =>
        resend.mutate(item.id, {
          onSuccess: () => toastSuccess('Message queued', `Sending again to ${item.to}`),
          onError: (e) => toastError('Could not resend', e.message),
        })
      }
    >
      <RotateCw aria-hidden />
      Resend
    </Button>
  )
}

function OutboxRow({ item, canSend }: { item: OutboxItem; canSend: boolean }) {
  const status = STATUS[item.status]
  return (
    <li className="flex flex-col gap-1 border-b py-3 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge variant={status.variant}>{status.label}</Badge>
        <time
          className="text-muted-foreground text-xs sm:order-last sm:ml-auto"
          dateTime={new Date(item.created_at).toISOString()}
        >
          {formatDateTime(item.sent_at ?? item.created_at)}
        </time>
        <span className="w-full font-medium break-words sm:w-auto sm:flex-1">{item.subject}</span>
      </div>
      <div className="text-muted-foreground flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span className="break-all">To {item.to}</span>
        {item.about ? (
          <span>
            About <About about={item.about} />
          </span>
        ) : null}
        <span>
          {item.attempts} {item.attempts === 1 ? 'attempt' : 'attempts'}
        </span>
        {item.created_by === null ? <span>Automatic</span> : null}
      </div>
      {item.last_error ? <p className="text-sm break-words">{item.last_error}</p> : null}
      {canSend && canResend(item.status) ? (
        <div>
          <ResendButton item={item} />
        </div>
      ) : null}
    </li>
  )
}

export function OutboxSection() {
  const [limit, setLimit] = useState(PAGE)
  const outbox = useQuery(mailQueries.outbox(limit))
  const canSend = useCan('mail:write')
  const items = outbox.data?.items ?? []
  return (
    <Card role="region" aria-labelledby="outbox-title">
      <CardHeader>
        <CardTitle id="outbox-title">Outbox</CardTitle>
        <CardDescription>
          Every e-mail the app sends or tried to send, newest first.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {outbox.isError ? (
          <p className="text-sm">Could not load the outbox.</p>
        ) : outbox.isPending ? (
          <p className="text-muted-foreground text-sm">Loading…</p>
        ) : items.length === 0 ? (
          <p className="text-muted-foreground text-sm">No e-mail yet.</p>
        ) : (
          <ul aria-label="Outbox messages">
            {items.map((item) => (
              <OutboxRow key={item.id} item={item} canSend={canSend} />
            ))}
          </ul>
        )}
        {outbox.data?.next_cursor ? (
          <Button
            variant="link"
            className="px-0"
            onClick={() => setLimit((n) => Math.min(n + PAGE, 100))}
            disabled={limit >= 100}
          >
            Show more
          </Button>
        ) : null}
      </CardContent>
    </Card>
  )
}
