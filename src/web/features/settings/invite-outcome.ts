// What an invite's toast and dialog say of its e-mail: "sent" only when it was queued for a
// configured mail server; otherwise that it was not sent, why, and that the link can be copied.
import type { InviteMail } from './api'

const NOT_SENT_PREFIX = /^not sent:\s*/i

/** The server's reason without its "Not sent:" prefix, as a sentence start. */
export function notSentReason(mail: InviteMail): string {
  const reason = (mail.reason ?? 'the e-mail could not be queued').replace(NOT_SENT_PREFIX, '')
  return reason.charAt(0).toUpperCase() + reason.slice(1)
}

export type InviteToast = { isSent: boolean; title: string; description: string }

export function inviteToast(email: string, mail: InviteMail): InviteToast {
  return mail.status === 'queued'
    ? { isSent: true, title: 'Invite sent', description: `Email sent to ${email}` }
    : {
        isSent: false,
        title: 'Invite not sent',
        description: `${notSentReason(mail)}: copy the link instead`,
      }
}
