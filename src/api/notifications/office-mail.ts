// Tells the office and queues the 'office-notice' e-mails of the users who want them, in the
// caller's transaction (issue #30): a payment recorded, a client's e-mail that failed for good. The
// demo has no users and no outbox: nothing is written. Without a mail server the e-mails are still
// recorded, as not sent.
import { isMailKind, MAIL_KIND_AUDIENCE } from '../../domain/mail/mail-kinds'
import { templateText } from '../../domain/mail/mail-template'
import type { OutboxMessage } from '../../domain/mail/outbox-message'
import { clientMailFailedNotice } from '../../domain/notifications/client-mail-failed-notice'
import type { NotificationKind, OfficeNotice } from '../../domain/notifications/notification'
import { enqueueMail, outboxDeps } from '../mail/enqueue-mail'
import { mailBrandingOf } from '../mail/mail-branding'
import type { ApiDeps } from '../shared/deps'
import type { StoreTx } from '../shared/store'
import { notifyOffice } from './notify-office'

/** What queuing the e-mails takes: the server's mail settings and renderer (none: no e-mail). */
export type OfficeMailDeps = Partial<Pick<ApiDeps, 'mail' | 'renderMail' | 'clock' | 'newId'>>

export async function notifyOfficeByMail(
  tx: StoreTx,
  deps: OfficeMailDeps,
  kind: NotificationKind,
  notice: OfficeNotice,
  clientName = '',
): Promise<void> {
  const recipients = await notifyOffice(tx, kind, notice)
  if (recipients.length === 0 || !tx.outbox || !deps.mail || !deps.renderMail) return
  if (!deps.clock || !deps.newId) return
  const branding = await tx.getBranding()
  const rendered = await deps.renderMail({
    kind: 'office-notice',
    template: templateText('office-notice', await tx.mailTemplates?.get('office-notice')),
    values: {
      client_name: clientName || branding.business_name,
      link: notice.link ? deps.mail.publicLink(notice.link) : '',
    },
    branding: mailBrandingOf(branding),
    summary: [
      { label: 'What happened', value: notice.title },
      { label: 'Details', value: notice.body },
    ],
  })
  for (const user of recipients) {
    await enqueueMail(tx, outboxDeps(deps as ApiDeps), {
      kind: 'office-notice',
      to: user.email,
      ...rendered,
      subject: `Groundwork: ${notice.title}`,
    })
  }
}

/** Whether a failed message is a client's e-mail about a record: the office is told of those. */
export const tellsOfficeWhenFailed = (message: Pick<OutboxMessage, 'kind' | 'about'>): boolean =>
  message.about !== null &&
  isMailKind(message.kind) &&
  MAIL_KIND_AUDIENCE[message.kind] === 'client'

/** The worker calls this in the transaction that marks `message` failed for good. */
export async function clientMailFailed(
  tx: StoreTx,
  deps: OfficeMailDeps,
  message: OutboxMessage,
  error: string,
): Promise<void> {
  const { kind, about } = message
  // A text's failure stays on the outbox screen: the notice speaks of an e-mail.
  if (message.channel !== 'email') return
  if (!tellsOfficeWhenFailed(message) || about === null || !isMailKind(kind)) return
  const notice = clientMailFailedNotice({ kind, to: message.to, last_error: error, about })
  await notifyOfficeByMail(tx, deps, 'client-mail-failed', notice)
}
