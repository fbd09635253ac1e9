// What the office is told after a send (SPEC section 8's texts where the spec has them): the status
// change, then whether the e-mail went to the mail server or why it was not sent. The demo answers
// no message: it shows the spec's toasts only.
import type { SentMessage } from '../data/send-mail'
import { toastError, toastSuccess } from './toast'

export const emailSentText = (email: string) => `Email sent to ${email}`

/** The e-mail's outcome: queued to the mail server, or not sent and why. */
export function toastMailOutcome(message: SentMessage, to: string, sentTitle = 'Email sent'): void {
  if (message.status === 'not_sent' || message.status === 'failed') {
    toastError('Email not sent', message.last_error ?? 'The e-mail was not sent.')
  } else {
    toastSuccess(sentTitle, emailSentText(to))
  }
}
