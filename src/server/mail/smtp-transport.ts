// The mail server adapter: nodemailer's SMTP transport made from SMTP_URL (any provider: Postmark,
// SES, Mailgun, Google Workspace, a local relay). Headers are nodemailer's to write, so no text of
// ours becomes a header of its own; the worker folds line breaks in subjects besides.
import nodemailer from 'nodemailer'

/** One message as the mail server gets it. */
export type OutgoingMail = {
  from: string
  replyTo: string | null
  to: string
  subject: string
  html: string
  text: string
  attachments: { filename: string; contentType: string; content: Uint8Array }[]
  /** The Message-ID header: the outbox row's, so a message sent twice (decision 039) is one to a receiver that dedupes. */
  messageId: string
}

export type MailTransport = {
  /** Resolves with the provider's message id once the mail server accepted the message. */
  send(mail: OutgoingMail): Promise<{ providerMessageId: string | null }>
  close(): void
}

/** A mail server that neither answers nor fails is given this long per step (issue #30: 30 s). */
export const SMTP_TIMEOUT_MS = 30_000

export function createSmtpTransport(
  smtpUrl: string,
  {
    timeoutMs = SMTP_TIMEOUT_MS,
    maxConnections = 3,
  }: { timeoutMs?: number; maxConnections?: number } = {},
): MailTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    // Never write the conversation (it holds the AUTH exchange) to a log.
    logger: false,
    debug: false,
  } as Parameters<typeof nodemailer.createTransport>[0])
  return {
    async send(mail) {
      const info = (await transport.sendMail({
        from: mail.from,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content),
        })),
        // A provider rewrites nothing of ours; and no header comes from the message's text.
        disableFileAccess: true,
        disableUrlAccess: true,
      })) as { messageId?: string; response?: string }
      // "250 2.0.0 Ok: queued as 4Xb7..." names the provider's own id; else the Message-ID.
      const queued = /queued as ([^\s,;]+)/i.exec(info.response ?? '')?.[1]
      return { providerMessageId: queued ?? info.messageId ?? null }
    },
    close: () => transport.close(),
  }
}

/** What a failed attempt tells: the mail server's reply code (if it gave one) and a line to show. */
export function deliveryErrorOf(error: unknown): {
  responseCode: number | undefined
  message: string
} {
  const e = error as {
    responseCode?: unknown
    response?: unknown
    code?: unknown
    message?: unknown
  }
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : undefined
  const text =
    typeof e.response === 'string' && e.response !== ''
      ? e.response
      : e.code === 'ETIMEDOUT'
        ? 'The mail server did not answer in time'
        : typeof e.message === 'string'
          ? e.message
          : String(error)
  // Never the SMTP URL (and its password), should a message carry it; one line, not too long.
  return {
    responseCode,
    message: text
      .replace(/\w+:\/\/\S*@\S*/g, '[mail server]')
      .replace(/\s+/g, ' ')
      .slice(0, 500),
  }
}
