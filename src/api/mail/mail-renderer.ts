// The e-mail renderer port (issue #30 section 5): the server renders with React components
// (server/mail/render, decision 042); the browser-only demo sends no e-mail and has none.
import type { MailContentInput } from '../../domain/mail/mail-content'

export type RenderMailInput = MailContentInput

/** A finished e-mail: the subject (one line) and its HTML and plain-text parts. */
export type RenderedMail = { subject: string; html: string; text: string }

export type MailRenderer = (input: RenderMailInput) => Promise<RenderedMail>

export const MAIL_NEEDS_THE_SERVER =
  'E-mail is sent by the server: the browser-only demo sends none'
