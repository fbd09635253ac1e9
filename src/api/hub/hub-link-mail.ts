// The 'hub-link' e-mail (issue #31 section 1): a fresh hub link for a client, sent by the office
// ("Send hub link") or asked for from an expired link ("Send me a new link"). It goes to the address
// on file only; the outbox keeps it out of backups (its body is the client's way in).
import { templateText } from '../../domain/mail/mail-template'
import type { OutboxMessage } from '../../domain/mail/outbox-message'
import { AppError } from '../../domain/shared/app-error'
import { enqueueMail, mailOf, outboxDeps } from '../mail/enqueue-mail'
import { mailBrandingOf } from '../mail/mail-branding'
import { MAIL_NEEDS_THE_SERVER } from '../mail/mail-renderer'
import type { ApiDeps } from '../shared/deps'
import type { RowOf, StoreTx } from '../shared/store'
import { HUB_PATH, insertHubLink } from './hub-links'

export const NO_CLIENT_ADDRESS = 'This client has no e-mail address on file.'

/** The client's address on file, trimmed ('' when none). */
export const addressOnFile = (person: RowOf<'persons'>): string =>
  typeof person.email === 'string' ? person.email.trim() : ''

/** Makes a link and queues its e-mail to the client's address, inside the caller's transaction. */
export async function sendHubLinkMail(
  tx: StoreTx,
  deps: ApiDeps,
  person: RowOf<'persons'>,
  createdBy: string | null,
): Promise<OutboxMessage> {
  const { mail } = mailOf(tx, deps)
  if (!deps.renderMail) throw new AppError('INVALID_STATE', MAIL_NEEDS_THE_SERVER)
  const to = addressOnFile(person)
  if (to === '') throw new AppError('VALIDATION', NO_CLIENT_ADDRESS)
  const token = await insertHubLink(tx, deps, person.id, createdBy)
  const branding = await tx.getBranding()
  const rendered = await deps.renderMail({
    kind: 'hub-link',
    template: templateText('hub-link', await tx.mailTemplates?.get('hub-link')),
    values: {
      client_name: String(person.name ?? ''),
      business_name: branding.business_name,
      link: mail.publicLink(`${HUB_PATH}/${token}`),
    },
    branding: mailBrandingOf(branding),
  })
  return enqueueMail(tx, outboxDeps(deps), {
    kind: 'hub-link',
    to,
    ...rendered,
    about: { collection: 'persons', id: person.id },
    createdBy,
  })
}
