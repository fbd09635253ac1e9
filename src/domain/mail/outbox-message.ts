// An e-mail in the outbox (issue #30): what it is, to whom, what it is about and how its delivery
// went. The server keeps them in a table; a worker delivers them (src/server/mail).
import { z } from 'zod'
import { MAIL_KINDS } from './mail-kinds'

/** What the outbox holds: every kind of e-mail the business sends (mail-kinds.ts), and the test. */
export const OUTBOX_KINDS = [...MAIL_KINDS, 'test'] as const
export type OutboxKind = (typeof OUTBOX_KINDS)[number]

/** How a message goes out: an e-mail through the mail server, or a text through the SMS provider. */
export const OUTBOX_CHANNELS = ['email', 'sms'] as const
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number]

/** The status line of a text recorded while no SMS provider is set up. */
export const NOT_SENT_NO_SMS_PROVIDER = 'Not sent: no SMS provider is set up'

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed', 'not_sent'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

/** The status line of a message recorded while no SMTP_URL is set (the screens say exactly this). */
export const NOT_SENT_NO_MAIL_SERVER = 'Not sent: no mail server is set up'

/** All attachments of one message together (a PDF or two with room to spare). */
export const MAX_ATTACHMENTS_BYTES = 10 * 1024 * 1024
export const ATTACHMENTS_TOO_LARGE = 'Attachments may be at most 10 MB in total'
export const MAX_SUBJECT_LENGTH = 300
export const INVALID_ADDRESS = 'Email must be a valid email address'

/** A line break in a subject or a name would start a header of its own: fold it into a space. */
export const oneLine = (text: string): string => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim()

export const mailAddressSchema = z
  .string({ message: INVALID_ADDRESS })
  .trim()
  .max(254, INVALID_ADDRESS)
  // No line break or comma: one plain address, never a second recipient or a header.
  .refine((v) => !/[\r\n,;<>]/.test(v), INVALID_ADDRESS)
  .pipe(z.email(INVALID_ADDRESS))

export type MailAttachment = {
  filename: string
  content_type: string
  /** The bytes; null when a backup left them out (a message sent long ago keeps only its name). */
  content: Uint8Array | null
  size: number
}

/** What a message is about: a record, shown with a link on the outbox screen. */
export const mailAboutSchema = z.object({
  collection: z.string().min(1).max(60),
  id: z.string().min(1).max(60),
})
export type MailAbout = z.infer<typeof mailAboutSchema>

export type OutboxMessage = {
  id: string
  kind: OutboxKind
  /** 'sms': `to` is a phone number, `text` the text's body, no subject, html or attachments. */
  channel: OutboxChannel
  to: string
  subject: string
  html: string
  text: string
  attachments: MailAttachment[]
  about: MailAbout | null
  status: OutboxStatus
  attempts: number
  next_attempt_at: number | null
  claimed_until: number | null
  last_error: string | null
  provider_message_id: string | null
  created_at: number
  sent_at: number | null
  created_by: string | null
  dedupe_key: string | null
  /** Its body carries a live link (invite, password reset): never in a backup. */
  secret: boolean
}

/** The outbox list's row: never the body or the attachments' bytes. */
export type OutboxSummary = Omit<
  OutboxMessage,
  'html' | 'text' | 'attachments' | 'claimed_until'
> & {
  attachments: { filename: string; content_type: string; size: number }[]
}

export const summaryOf = (m: OutboxMessage): OutboxSummary => {
  const { html: _html, text: _text, claimed_until: _claimed, attachments, ...rest } = m
  return {
    ...rest,
    attachments: attachments.map(({ filename, content_type, size }) => ({
      filename,
      content_type,
      size,
    })),
  }
}

/** Kinds whose body carries a live sign-in link (a hub link's is the client's way in). */
export const isSecretKind = (kind: OutboxKind): boolean =>
  kind === 'invite' || kind === 'password-reset' || kind === 'hub-link'

/** A failed or never-sent message may go back in the queue. */
export const canResend = (status: OutboxStatus): boolean =>
  status === 'failed' || status === 'not_sent'
