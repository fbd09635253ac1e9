// The e-mails of accounts (issue #30): an invite and a password reset, each carrying a live
// set-password link. They are written to the outbox in the transaction that stores the link, so a
// link is e-mailed exactly when it exists; the outbox marks them secret (a backup never holds one).
import { templateText } from '../../domain/mail/mail-template'
import type { OutboxMessage } from '../../domain/mail/outbox-message'
import { AppError } from '../../domain/shared/app-error'
import { enqueueMail, mailOf } from '../mail/enqueue-mail'
import { mailBrandingOf } from '../mail/mail-branding'
import { MAIL_NEEDS_THE_SERVER, type RenderedMail } from '../mail/mail-renderer'
import type { ApiDeps } from '../shared/deps'
import type { RowOf, StoreTx } from '../shared/store'

export type AccountMailKind = 'invite' | 'password-reset'

/** What an answer says of the e-mail it caused: queued for the mail server, or not sent and why. */
export type MailOutcome = { id: string; status: OutboxMessage['status']; reason: string | null }

export const mailOutcomeOf = (message: OutboxMessage): MailOutcome => ({
  id: message.id,
  status: message.status,
  reason: message.status === 'queued' ? null : message.last_error,
})

/** The e-mail of `kind` whose button opens `path` (a set-password link) on PUBLIC_URL. */
export async function renderAccountMail(
  tx: StoreTx,
  deps: ApiDeps,
  kind: AccountMailKind,
  path: string,
): Promise<RenderedMail> {
  const { mail } = mailOf(tx, deps)
  if (!deps.renderMail) throw new AppError('INVALID_STATE', MAIL_NEEDS_THE_SERVER)
  const branding = await tx.getBranding()
  return deps.renderMail({
    kind,
    template: templateText(kind, await tx.mailTemplates?.get(kind)),
    values: { business_name: branding.business_name, link: mail.publicLink(path) },
    branding: mailBrandingOf(branding),
  })
}

/** Renders and enqueues the e-mail of `kind` to `user`, inside the caller's transaction. */
export async function sendAccountMail(
  tx: StoreTx,
  deps: ApiDeps,
  kind: AccountMailKind,
  user: RowOf<'users'>,
  path: string,
  createdBy: string | null,
): Promise<OutboxMessage> {
  const rendered = await renderAccountMail(tx, deps, kind, path)
  return enqueueMail(tx, deps, {
    kind,
    to: user.email,
    ...rendered,
    about: { collection: 'users', id: user.id },
    createdBy,
  })
}
