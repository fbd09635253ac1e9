// Settings > Notifications' e-mail templates (issue #30 section 5): each kind's subject and
// message, edited by the Owner (the Office reads), reset to the defaults, and previewed with
// sample values in the business's real branding. Server mode only: the demo sends no e-mail.
import { z } from 'zod'
import { isMailKind, MAIL_KINDS, type MailKind } from '../../domain/mail/mail-kinds'
import {
  mailTemplateInput,
  mailTemplateView,
  mailTemplateViewSchema,
  MESSAGE_MAX,
  SUBJECT_MAX,
} from '../../domain/mail/mail-template'
import { sampleMail } from '../../domain/mail/sample-values'
import { AppError, parseOrThrow } from '../../domain/shared/app-error'
import type { ApiDeps } from '../shared/deps'
import type { RouteInput, ApiRoute } from '../shared/route-types'
import type { StoreTx } from '../shared/store'
import { mailBrandingOf } from './mail-branding'
import { MAIL_NEEDS_THE_SERVER, type MailRenderer } from './mail-renderer'
import type { MailTemplatesTx } from './mail-templates-store'

/** Where a preview's button points: a sample, as every value of a preview is. */
export const PREVIEW_LINK = 'https://example.com/your-link'

const templatesOf = (tx: StoreTx): MailTemplatesTx => {
  if (!tx.mailTemplates) throw new AppError('INVALID_STATE', MAIL_NEEDS_THE_SERVER)
  return tx.mailTemplates
}

const rendererOf = (deps: ApiDeps): MailRenderer => {
  if (!deps.renderMail) throw new AppError('INVALID_STATE', MAIL_NEEDS_THE_SERVER)
  return deps.renderMail
}

function kindParam(input: RouteInput): MailKind {
  const kind = input.params.kind ?? ''
  if (!isMailKind(kind)) throw new AppError('NOT_FOUND', 'E-mail template not found')
  return kind
}

const kindBody = z.object({ subject: z.string(), message: z.string() })

/** A preview takes texts as they are being typed: unknown placeholders show as written. */
const previewBody = z
  .object({
    subject: z.string().max(SUBJECT_MAX * 2),
    message: z.string().max(MESSAGE_MAX * 2),
  })
  .strict()

export const renderedMailSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
})

export function mailTemplateRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/mail-templates',
      summary:
        'Every kind of e-mail with its subject and message, the defaults, the placeholders it offers and whether it was edited',
      tag: 'settings',
      access: 'mail:read',
      responseSchema: z.array(mailTemplateViewSchema),
      successStatus: 200,
      handle: async (_input, deps) => {
        const stored = await deps.store.read((tx) => templatesOf(tx).list())
        const byKind = new Map(stored.map((row) => [row.kind, row]))
        return {
          status: 200,
          body: MAIL_KINDS.map((kind) => mailTemplateView(kind, byKind.get(kind))),
        }
      },
    },
    {
      method: 'PATCH',
      path: '/api/mail-templates/:kind',
      summary:
        "Change a kind's subject and message; a placeholder the kind does not offer is refused with a field error naming it",
      tag: 'settings',
      access: 'mail:write',
      bodySchema: kindBody,
      responseSchema: mailTemplateViewSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const kind = kindParam(input)
        const text = parseOrThrow(mailTemplateInput(kind), input.body)
        const stored = {
          kind,
          ...text,
          updated_at: deps.clock(),
          updated_by: input.grant?.actor?.userId ?? null,
        }
        await deps.store.transaction((tx) => templatesOf(tx).save(stored))
        return { status: 200, body: mailTemplateView(kind, stored) }
      },
    },
    {
      method: 'DELETE',
      path: '/api/mail-templates/:kind',
      summary: "Reset a kind's subject and message to the defaults",
      tag: 'settings',
      access: 'mail:write',
      responseSchema: mailTemplateViewSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const kind = kindParam(input)
        await deps.store.transaction((tx) => templatesOf(tx).remove(kind))
        return { status: 200, body: mailTemplateView(kind, null) }
      },
    },
    {
      method: 'POST',
      path: '/api/mail-templates/:kind/preview',
      summary:
        'The e-mail a subject and message would make (HTML and plain text), with sample values and the business branding; nothing is saved or sent',
      tag: 'settings',
      access: 'mail:read',
      bodySchema: previewBody,
      responseSchema: renderedMailSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const kind = kindParam(input)
        const template = parseOrThrow(previewBody, input.body)
        const render = rendererOf(deps)
        const branding = await deps.store.read((tx) => tx.getBranding())
        const { values, summary } = sampleMail(kind, branding.business_name, PREVIEW_LINK)
        const mail = await render({
          kind,
          template,
          values,
          branding: mailBrandingOf(branding),
          summary,
        })
        return { status: 200, body: mail }
      },
    },
  ]
}
