// One client message read in full, with the ways to answer: SMS (the SMS panel), e-mail, a call,
// or the contact's page.
import { Mail, MessageSquareText, Phone, UserRound } from 'lucide-react'
import type { Person } from '../../../domain/crm/person'
import type { Message } from '../../../domain/messages/message'
import { telHref } from '../../../domain/messages/phone'
import { Avatar } from '../../components/ui/avatar'
import { Button } from '../../components/ui/button'
import { LinkButton } from '../../components/link-button'
import { openSms } from '../../lib/events'
import { formatDateTime } from '../../lib/format'
import { personLabel } from './message-list'

export function MessageReader({
  message,
  person,
}: {
  message: Message
  person: Person | null | undefined
}) {
  return (
    <article className="flex flex-col gap-5" aria-label={message.subject}>
      <header className="flex items-start gap-3">
        <Avatar name={personLabel(person)} src={person?.avatar || undefined} />
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 className="text-lg leading-tight font-semibold break-words">{message.subject}</h2>
          <p className="text-sm text-muted-foreground">
            From <span className="font-medium text-foreground">{personLabel(person)}</span> ·{' '}
            {formatDateTime(message.updated_at)}
          </p>
        </div>
      </header>
      <p className="rounded-xl bg-muted/60 p-4 text-sm leading-relaxed whitespace-pre-wrap">
        {message.last_text}
      </p>
      {person ? (
        <div className="flex flex-wrap gap-2">
          {person.phone ? (
            <Button
              onClick={() => openSms({ personId: person.id })}
              className="min-h-11 sm:min-h-9"
            >
              <MessageSquareText aria-hidden="true" />
              Reply by SMS
            </Button>
          ) : null}
          {person.email ? (
            <Button asChild variant="outline" className="min-h-11 sm:min-h-9">
              <a
                href={`mailto:${person.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
              >
                <Mail aria-hidden="true" />
                Email
              </a>
            </Button>
          ) : null}
          {person.phone ? (
            <Button asChild variant="outline" className="min-h-11 sm:min-h-9">
              <a href={telHref(person.phone)}>
                <Phone aria-hidden="true" />
                Call
              </a>
            </Button>
          ) : null}
          <LinkButton
            to={`/crm/contacts/persons/${person.id}`}
            icon={UserRound}
            variant="ghost"
            className="min-h-11 sm:min-h-9"
          >
            Open contact
          </LinkButton>
        </div>
      ) : null}
    </article>
  )
}
