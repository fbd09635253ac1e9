// Send to Client, Send Invoice and Send Reminder (issue #30 section 3): each one transaction that
// renders the kind's template with the document's figures, attaches the document's PDF, queues the
// e-mail and makes the status change (an estimate becomes Sent, a Pending invoice Unpaid), so the
// record never says Sent for an e-mail that was not recorded. The demo has no outbox: it makes the
// status change only and answers no message.
import { z } from 'zod'
import type { Invoice } from '../../domain/billing/invoice'
import { estimateMail, invoiceMail } from '../../domain/mail/document-mail'
import type { MailKind } from '../../domain/mail/mail-kinds'
import { templateText, type MailTemplateText } from '../../domain/mail/mail-template'
import type { OutboxMessage } from '../../domain/mail/outbox-message'
import type { MailValues } from '../../domain/mail/placeholders'
import type { SummaryRow } from '../../domain/mail/sample-values'
import { applyEstimateAction } from '../../domain/sales/estimate-status'
import { hostTimeZone } from '../../domain/settings/read-branding'
import { AppError, parseOrThrow } from '../../domain/shared/app-error'
import type { Grant } from '../access/authorize'
import { visibleRecord } from '../access/visible-fields'
import {
  estimateDocumentById,
  invoiceDocumentById,
  renderDocumentPdf,
} from '../documents/document-pdf'
import { getOrThrow, saveRow } from '../records/records'
import type { ApiDeps } from '../shared/deps'
import type { Row, StoreTx } from '../shared/store'
import { hubDocumentPage } from '../../domain/hub/hub-landing'
import { hubLinkFor } from '../hub/hub-links'
import { enqueueMail, outboxDeps } from './enqueue-mail'
import { mailBrandingOf } from './mail-branding'
import { MAIL_NEEDS_THE_SERVER, type MailRenderer } from './mail-renderer'

export const NO_CLIENT_EMAIL = 'The client has no email address.'

/** What the sender may change before sending; each defaults to the client's e-mail or the template. */
export const sendMailInput = z
  .object({
    to: z.string().trim().max(320).optional(),
    subject: z.string().max(1000).optional(),
    message: z.string().max(10_000).optional(),
  })
  .strict()
export type SendMailInput = z.infer<typeof sendMailInput>

export type SentMessage = Pick<OutboxMessage, 'id' | 'status' | 'last_error'>
export type SendResult = { record: Row; message: SentMessage | null }

/** The e-mail a sender would send: the addressee and the template's texts filled for this record. */
export type MailPreview = {
  to: string
  subject: string
  message: string
  attachment: string
  /** False in the demo: nothing would be sent. */
  can_send: boolean
}

/** The kinds of e-mail about an estimate or an invoice, each with the document's PDF attached. */
export type DocumentMailKind = 'estimate' | 'invoice' | 'reminder' | 'estimate-follow-up'

/** An e-mail about a document before it is rendered: its record, addressee, values and PDF. */
export type DocumentDraft = {
  kind: MailKind
  collection: 'estimates' | 'invoices'
  record: Row
  clientEmail: string
  values: MailValues
  summary: SummaryRow[]
  template: MailTemplateText
  fileName: string
  pdf: () => Promise<Uint8Array>
}

type Options = { grant?: Grant; now: number }

const documentOptions = (options: Options) => ({
  hostZone: hostTimeZone(),
  grant: options.grant,
  now: options.now,
})

function pdfRendererOf(deps: Pick<ApiDeps, 'renderPdf'>) {
  const render = deps.renderPdf
  if (!render) throw new AppError('INTERNAL', 'PDF documents are not available here')
  return render
}

/** The e-mail of `kind` about record `id`, the record locked until the transaction ends. */
export async function documentDraft(
  tx: StoreTx,
  deps: Pick<ApiDeps, 'renderPdf'>,
  kind: DocumentMailKind,
  id: string,
  options: Options,
): Promise<DocumentDraft> {
  const stored = await tx.mailTemplates?.get(kind)
  const template = templateText(kind, stored)
  const docOptions = documentOptions(options)
  if (kind === 'estimate' || kind === 'estimate-follow-up') {
    const record = await getOrThrow(tx, 'estimates', id, { forUpdate: true })
    // The document reads the client through the field-and-scope step: the address is one the
    // sender may see.
    const doc = await estimateDocumentById(tx, id, docOptions)
    return {
      kind,
      collection: 'estimates',
      record,
      clientEmail: doc.client.email.trim(),
      ...estimateMail(doc, doc.client.name),
      template,
      fileName: doc.file_name,
      pdf: async () =>
        (await renderDocumentPdf(doc, { ...docOptions, render: pdfRendererOf(deps) })).bytes,
    }
  }
  const record = await getOrThrow(tx, 'invoices', id, { forUpdate: true })
  const doc = await invoiceDocumentById(tx, id, docOptions)
  return {
    kind,
    collection: 'invoices',
    record,
    clientEmail: doc.client.email.trim(),
    ...invoiceMail(doc, doc.client.name),
    template,
    fileName: doc.file_name,
    pdf: async () =>
      (await renderDocumentPdf(doc, { ...docOptions, render: pdfRendererOf(deps) })).bytes,
  }
}

/** The texts as the sender would see them, placeholders filled (`{link}` stays empty for now). */
function filled(draft: DocumentDraft, businessName: string) {
  const values: MailValues = { business_name: businessName, link: '', ...draft.values }
  const fill = (text: string) =>
    text.replace(/\{([a-z_]+)\}/g, (token, name: string) =>
      name in values ? (values[name as keyof MailValues] ?? '') : token,
    )
  return { subject: fill(draft.template.subject), message: fill(draft.template.message) }
}

export async function mailPreview(
  tx: StoreTx,
  deps: ApiDeps,
  kind: 'estimate' | 'invoice' | 'reminder',
  id: string,
  options: Options,
): Promise<MailPreview> {
  const draft = await documentDraft(tx, deps, kind, id, options)
  const branding = await tx.getBranding()
  return {
    to: draft.clientEmail,
    ...filled(draft, branding.business_name),
    attachment: draft.fileName,
    can_send: Boolean(tx.outbox && deps.mail),
  }
}

/** The draft as an e-mail: the template filled and rendered in the branding, the PDF attached. */
export async function renderDraft(
  tx: StoreTx,
  renderMail: MailRenderer,
  draft: DocumentDraft,
  template: MailTemplateText = draft.template,
) {
  const rendered = await renderMail({
    kind: draft.kind,
    template,
    values: draft.values,
    branding: mailBrandingOf(await tx.getBranding()),
    summary: draft.summary,
  })
  return {
    ...rendered,
    attachments: [
      { filename: draft.fileName, content_type: 'application/pdf', content: await draft.pdf() },
    ],
  }
}

/**
 * The draft with `{link}`: a fresh hub link of the document's client that opens the document in the
 * hub (issue #31), or none for a client whose hub access is revoked (the e-mail then has no button).
 */
export async function withHubLink(
  tx: StoreTx,
  deps: Pick<ApiDeps, 'clock' | 'mail'>,
  draft: DocumentDraft,
  createdBy: string | null,
): Promise<DocumentDraft> {
  const personId = draft.record.client_person_id
  if (typeof personId !== 'string') return draft
  const landing = hubDocumentPage(draft.collection, String(draft.record.id))
  const link = await hubLinkFor(tx, deps, personId, createdBy, landing)
  return { ...draft, values: { ...draft.values, link } }
}

/** The status change a send makes: Open → Sent; Pending → Unpaid; a reminder none. */
function sentRecord(kind: DocumentDraft['kind'], record: Row): Row | null {
  if (kind === 'estimate') return applyEstimateAction(record as never, 'send') as Row
  if (kind === 'invoice' && (record as unknown as Invoice).status === 'Pending') {
    return { ...record, status: 'Unpaid' }
  }
  return null
}

export async function sendDocumentCommand(
  tx: StoreTx,
  deps: ApiDeps,
  kind: 'estimate' | 'invoice' | 'reminder',
  id: string,
  body: unknown,
  options: Options & { actorId: string | null },
): Promise<SendResult> {
  const input = parseOrThrow(sendMailInput, body ?? {})
  const draft = await documentDraft(tx, deps, kind, id, options)
  const changed = sentRecord(kind, draft.record)
  let record = draft.record
  if (changed) {
    const { version, ...rest } = changed
    record = await saveRow(tx, draft.collection, rest, version as number)
  }
  const visible = visibleRecord(draft.collection, options.grant, record) as Row
  // The demo: the spec's status change, and nothing sent.
  if (!tx.outbox || !deps.mail) return { record: visible, message: null }
  const to = input.to?.trim() || draft.clientEmail
  if (to === '') throw new AppError('VALIDATION', NO_CLIENT_EMAIL, { to: NO_CLIENT_EMAIL })
  if (!deps.renderMail) throw new AppError('INVALID_STATE', MAIL_NEEDS_THE_SERVER)
  const template: MailTemplateText = {
    subject: input.subject?.trim() || draft.template.subject,
    message: input.message?.trim() || draft.template.message,
  }
  const linked = await withHubLink(tx, deps, draft, options.actorId)
  const message = await enqueueMail(tx, outboxDeps(deps), {
    kind: draft.kind,
    to,
    ...(await renderDraft(tx, deps.renderMail, linked, template)),
    about: { collection: draft.collection, id },
    createdBy: options.actorId,
    secret: Boolean(linked.values.link),
  })
  if (kind === 'reminder') {
    await tx.events?.add({
      collection: 'invoices',
      record_id: id,
      kind: 'reminder-sent',
      text: `Reminder sent to ${message.to}`,
      field: null,
    })
  }
  return {
    record: visible,
    message: { id: message.id, status: message.status, last_error: message.last_error },
  }
}
