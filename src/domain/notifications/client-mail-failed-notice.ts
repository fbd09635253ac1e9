// The office's notice of an e-mail to a client that failed for good (issue #30): what the bell shows
// and the office e-mail says, and where it leads (the record the e-mail was about).
import { MAIL_KIND_LABELS, type MailKind } from '../mail/mail-kinds'
import type { OfficeNotice } from './notification'

const RECORD_PATHS: Readonly<Record<string, string>> = {
  estimates: '/sales/estimates/',
  invoices: '/billing/invoices/',
  jobs: '/projects/jobs/',
  persons: '/crm/contacts/persons/',
}

export function clientMailFailedNotice(message: {
  kind: MailKind
  to: string
  last_error: string | null
  about: { collection: string; id: string }
}): OfficeNotice {
  const base = RECORD_PATHS[message.about.collection]
  return {
    title: `${MAIL_KIND_LABELS[message.kind]} e-mail to ${message.to} could not be sent`,
    body: message.last_error ?? 'The mail server refused it.',
    link: base ? `${base}${message.about.id}` : null,
  }
}
