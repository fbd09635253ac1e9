// How this install sends e-mail, as the use cases see it: whether a mail server is set up (never
// its credentials), the sender, and the public address every link in an e-mail is built from.
import type { Branding } from '../../domain/settings/branding'

export type MailSettings = {
  /** host:port of SMTP_URL, or null: no mail server, messages are recorded as not sent. */
  server: string | null
  /** MAIL_FROM, or null: the business name and e-mail of Branding. */
  from: string | null
  replyTo: string | null
  /** PUBLIC_URL without a trailing slash, or http://HOST:PORT when it is not set. */
  publicUrl: string
  publicUrlIsSet: boolean
  /**
   * An absolute link to `path` of this install (`/invoices/1`), built from PUBLIC_URL, never from
   * a request's headers.
   */
  publicLink(path: string): string
  /** How many days a client hub link works (HUB_LINK_DAYS); the domain's default when absent. */
  hubLinkDays?: number
}

/** Builds publicLink for a base URL: one slash between the two, whatever each brings. */
export const publicLinkFor =
  (publicUrl: string) =>
  (path: string): string =>
    `${publicUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`

/** A display name is quoted, so a comma or a colon in the business name stays part of it. */
const quoted = (name: string) => `"${name.replace(/[\r\n"\\]+/g, ' ').trim()}"`

/**
 * The From of every message: MAIL_FROM, else the business name and e-mail of Branding, else null:
 * there is no sender and nothing can be sent.
 */
export function senderOf(settings: Pick<MailSettings, 'from'>, branding: Branding): string | null {
  if (settings.from) return settings.from
  const email = branding.business_email
  if (email.trim() === '') return null
  return `${quoted(branding.business_name)} <${email.trim()}>`
}

export const NO_SENDER =
  'Not sent: no sender address is set up (MAIL_FROM, or the business e-mail in Business / Branding)'

export const MAIL_NEEDS_THE_SERVER = 'E-mail is not available in the browser-only demo'
