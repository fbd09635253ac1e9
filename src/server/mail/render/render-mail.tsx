// The server's e-mail renderer (the api's MailRenderer port): the template's words filled in by
// the domain (mail-content.ts), laid out as HTML by React, with the plain-text part beside it.
import { render } from '@react-email/render'
import type { RenderedMail, RenderMailInput } from '../../../api/mail/mail-renderer'
import { mailContent, mailText } from '../../../domain/mail/mail-content'
import { MailLayout } from './mail-layout'

export async function renderMail(input: RenderMailInput): Promise<RenderedMail> {
  const content = mailContent(input)
  const html = await render(<MailLayout content={content} />)
  return { subject: content.subject, html, text: mailText(content) }
}
