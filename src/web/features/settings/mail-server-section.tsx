// Settings > Notifications: the mail server's status (never its password), where links in e-mails
// point, and "Send test e-mail" (Owner). Without SMTP_URL every message is recorded as not sent.
import { MailCheck, Send } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { NOT_SENT_NO_MAIL_SERVER } from '../../../domain/mail/outbox-message'
import { ActionCard } from '../../components/action-card'
import { StatusBadgeLine } from '../../components/status-badge-line'
import { BusyIcon } from '../../components/busy-icon'
import { Button } from '../../components/ui/button'
import { Field, FieldError, FieldLabel } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { useCan } from '../../lib/access'
import { toastError, toastSuccess } from '../../lib/toast'
import { mailQueries, useSendTestMail, type MailStatus } from './mail-api'

export const NO_MAIL_SERVER_EXPLAINED =
  'No mail server is set up (SMTP_URL), so nothing is e-mailed: every message is still recorded in the outbox as "' +
  NOT_SENT_NO_MAIL_SERVER +
  '", and can be sent with "Resend" once a server is set up.'

export const NO_PUBLIC_URL_EXPLAINED =
  'PUBLIC_URL is not set: links in e-mails point to this server’s own address, which clients outside your network may not reach.'

function StatusRows({ status }: { status: MailStatus }) {
  const rows: [string, string][] = [
    ['Mail server', status.server ?? 'Not set up'],
    [
      'Sender',
      status.from ?? 'No sender: set MAIL_FROM, or the business e-mail in Business / Branding',
    ],
    ['Replies go to', status.reply_to ?? 'The sender'],
    ['Links in e-mails', status.public_url],
  ]
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function TestMailForm() {
  const [to, setTo] = useState('')
  const send = useSendTestMail()
  const error = send.error instanceof Error ? send.error.message : null

  function submit(event: FormEvent) {
    event.preventDefault()
    send.mutate(to.trim(), {
      onSuccess: (message) => {
        if (message.status === 'not_sent') {
          toastError('Test e-mail not sent', message.last_error ?? NOT_SENT_NO_MAIL_SERVER)
        } else {
          toastSuccess('Test e-mail queued', `Sending to ${message.to}: see the outbox below`)
        }
      },
      onError: (e) => toastError('Error', e.message),
    })
  }

  return (
    <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={submit} noValidate>
      <Field className="flex-1">
        <FieldLabel htmlFor="test-mail-to">Send a test e-mail to</FieldLabel>
        <Input
          id="test-mail-to"
          type="email"
          autoComplete="email"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          aria-invalid={error ? true : undefined}
          className="min-h-11 sm:min-h-9"
        />
        {error ? <FieldError>{error}</FieldError> : null}
      </Field>
      <Button type="submit" className="min-h-11 sm:min-h-9" disabled={send.isPending || !to.trim()}>
        <BusyIcon isBusy={send.isPending} icon={Send} />
        Send test e-mail
      </Button>
    </form>
  )
}

export function MailServerSection() {
  const status = useQuery(mailQueries.status())
  const canSend = useCan('mail:write')
  const data = status.data
  return (
    <ActionCard
      id="mail-server"
      title="Mail server"
      description={
        <StatusBadgeLine
          isOn={data?.configured}
          icon={MailCheck}
          on="E-mail is sent"
          off="Not sent: no mail server"
          isError={status.isError}
          errorText="Could not load the mail server status"
        />
      }
    >
      {data ? (
        <>
          {!data.configured ? (
            <p role="status" className="text-sm">
              {NO_MAIL_SERVER_EXPLAINED}
            </p>
          ) : null}
          {!data.public_url_set ? (
            <p className="text-muted-foreground text-sm">{NO_PUBLIC_URL_EXPLAINED}</p>
          ) : null}
          <StatusRows status={data} />
          {canSend ? <TestMailForm /> : null}
        </>
      ) : null}
    </ActionCard>
  )
}
