// One template per kind of e-mail (issue #30 section 5): a subject and a message the Owner may edit,
// the placeholders each kind offers, and the button every e-mail carries for `{link}` (the client
// hub later; the set-password page for an invite). The layout itself stays in code.
import { z } from 'zod'
import { MAIL_KIND_LABELS, MAIL_KINDS, type MailKind } from './mail-kinds'
import { isPlaceholder, placeholdersIn, PLACEHOLDERS, type Placeholder } from './placeholders'

export type MailTemplateText = { subject: string; message: string }

const ESTIMATE: readonly Placeholder[] = [
  'client_name',
  'business_name',
  'estimate_number',
  'estimate_total',
  'link',
]
const INVOICE: readonly Placeholder[] = [
  'client_name',
  'business_name',
  'invoice_number',
  'amount_due',
  'due_date',
  'link',
]

/** What each kind's sender fills: a template may use these and no others. */
export const PLACEHOLDERS_OF: Readonly<Record<MailKind, readonly Placeholder[]>> = {
  estimate: ESTIMATE,
  invoice: INVOICE,
  reminder: INVOICE,
  'estimate-follow-up': ESTIMATE,
  'visit-reminder': [
    'client_name',
    'business_name',
    'visit_date',
    'visit_time',
    'visit_address',
    'link',
  ],
  'on-my-way': ['client_name', 'business_name', 'crew_name', 'visit_address', 'link'],
  'hub-link': ['client_name', 'business_name', 'link'],
  invite: ['business_name', 'link'],
  'password-reset': ['business_name', 'link'],
  'office-notice': [
    'client_name',
    'business_name',
    'estimate_number',
    'invoice_number',
    'amount_due',
    'link',
  ],
}

/** The label of the button that opens `{link}`: part of the layout, not of the editable text. */
export const LINK_LABELS: Readonly<Record<MailKind, string>> = {
  estimate: 'View estimate',
  invoice: 'View invoice',
  reminder: 'View invoice',
  'estimate-follow-up': 'View estimate',
  'visit-reminder': 'View visit',
  'on-my-way': 'View visit',
  'hub-link': 'Open your client hub',
  invite: 'Set your password',
  'password-reset': 'Choose a new password',
  'office-notice': 'Open in Groundwork',
}

export const DEFAULT_TEMPLATES: Readonly<Record<MailKind, MailTemplateText>> = {
  estimate: {
    subject: 'Estimate {estimate_number} from {business_name}',
    message:
      'Hi {client_name},\n\nThank you for the opportunity. Your estimate {estimate_number} for {estimate_total} is attached as a PDF.\n\nReply to this e-mail with any questions.\n\n{business_name}',
  },
  invoice: {
    subject: 'Invoice {invoice_number} from {business_name}',
    message:
      'Hi {client_name},\n\nThank you for your business. Invoice {invoice_number} for {amount_due} is attached as a PDF. It is due on {due_date}.\n\n{business_name}',
  },
  reminder: {
    subject: 'Reminder: invoice {invoice_number}',
    message:
      'Hi {client_name},\n\nA friendly reminder that invoice {invoice_number} for {amount_due} was due on {due_date}. The invoice is attached. If you have paid it already, thank you, and please ignore this message.\n\n{business_name}',
  },
  'estimate-follow-up': {
    subject: 'Your estimate {estimate_number}',
    message:
      'Hi {client_name},\n\nWe wanted to follow up on estimate {estimate_number} for {estimate_total}. Do you have any questions? We are happy to adjust it.\n\n{business_name}',
  },
  'visit-reminder': {
    subject: 'Visit on {visit_date} at {visit_time}',
    message:
      'Hi {client_name},\n\nA reminder that we will be at {visit_address} on {visit_date} at {visit_time}. Reply to this e-mail if that time no longer works for you.\n\n{business_name}',
  },
  'on-my-way': {
    subject: '{crew_name} from {business_name} is on the way',
    message:
      'Hi {client_name},\n\n{crew_name} from {business_name} is on the way to {visit_address} and will be there soon.\n\n{business_name}',
  },
  'hub-link': {
    subject: 'Your client hub at {business_name}',
    message:
      'Hi {client_name},\n\nOpen your client hub with the button below to see your estimates and invoices. The link is yours alone: please do not forward it.\n\n{business_name}',
  },
  invite: {
    subject: 'Your account at {business_name}',
    message:
      'Hello,\n\n{business_name} has made you an account in Groundwork. Choose your password with the button below: the link works once.',
  },
  'password-reset': {
    subject: 'Reset your password',
    message:
      'Hello,\n\nSomeone asked to reset your password at {business_name}. Choose a new one with the button below: the link works once and for 1 hour. If it was not you, ignore this e-mail.',
  },
  'office-notice': {
    subject: 'Groundwork: news about {client_name}',
    message: 'Hello,\n\nThere is news about {client_name}. The details are below.',
  },
}

export const SUBJECT_MAX = 200
export const MESSAGE_MAX = 5000

/** Why a placeholder is refused in a template of `kind`, or null when it is fine there. */
export function placeholderProblem(kind: MailKind, name: string): string | null {
  if (!isPlaceholder(name)) return `Unknown placeholder {${name}}`
  if (!PLACEHOLDERS_OF[kind].includes(name)) {
    return `{${name}} is not available in this e-mail`
  }
  return null
}

/** The first refused placeholder of `text`, or null. */
export function firstPlaceholderProblem(kind: MailKind, text: string): string | null {
  for (const name of placeholdersIn(text)) {
    const problem = placeholderProblem(kind, name)
    if (problem) return problem
  }
  return null
}

const subjectField = z
  .string({
    error: (issue) => (issue.input === undefined ? 'Subject is required' : 'Subject must be text'),
  })
  // A pasted subject keeps its words; a header never holds a line break.
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, 'Subject is required')
      .max(SUBJECT_MAX, `Subject is too long (max ${SUBJECT_MAX})`),
  )

const messageField = z
  .string({
    error: (issue) => (issue.input === undefined ? 'Message is required' : 'Message must be text'),
  })
  .transform((value) => value.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .min(1, 'Message is required')
      .max(MESSAGE_MAX, `Message is too long (max ${MESSAGE_MAX})`),
  )

/** What a save takes for `kind`: both texts, with every placeholder one the kind offers. */
export function mailTemplateInput(kind: MailKind) {
  return z
    .object({ subject: subjectField, message: messageField })
    .strict()
    .superRefine((value, ctx) => {
      for (const field of ['subject', 'message'] as const) {
        const problem = firstPlaceholderProblem(kind, value[field])
        if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem })
      }
    })
}
export type MailTemplateInput = z.input<ReturnType<typeof mailTemplateInput>>

/** A kind's template as stored: edited texts, who and when. */
export const storedMailTemplateSchema = z.object({
  kind: z.enum(MAIL_KINDS),
  subject: z.string().max(SUBJECT_MAX),
  message: z.string().max(MESSAGE_MAX),
  updated_at: z.number().int().nonnegative(),
  updated_by: z.string().nullable(),
})
export type StoredMailTemplate = z.infer<typeof storedMailTemplateSchema>

/** The texts to send for `kind`: the edited ones when stored, else the defaults. */
export function templateText(kind: MailKind, stored: StoredMailTemplate | null | undefined) {
  return stored ? { subject: stored.subject, message: stored.message } : DEFAULT_TEMPLATES[kind]
}

/** Settings > Notifications' view of one kind (GET /api/mail-templates). */
export const mailTemplateViewSchema = z.object({
  kind: z.enum(MAIL_KINDS),
  label: z.string(),
  subject: z.string(),
  message: z.string(),
  default_subject: z.string(),
  default_message: z.string(),
  placeholders: z.array(z.enum(PLACEHOLDERS)),
  link_label: z.string(),
  is_customised: z.boolean(),
  updated_at: z.number().nullable(),
})
export type MailTemplateView = z.infer<typeof mailTemplateViewSchema>

/** One kind's view for Settings: the texts in use, the defaults, and what the kind offers. */
export function mailTemplateView(
  kind: MailKind,
  stored: StoredMailTemplate | null | undefined,
): MailTemplateView {
  const text = templateText(kind, stored)
  return {
    kind,
    label: MAIL_KIND_LABELS[kind],
    subject: text.subject,
    message: text.message,
    default_subject: DEFAULT_TEMPLATES[kind].subject,
    default_message: DEFAULT_TEMPLATES[kind].message,
    placeholders: [...PLACEHOLDERS_OF[kind]],
    link_label: LINK_LABELS[kind],
    is_customised: Boolean(stored),
    updated_at: stored?.updated_at ?? null,
  }
}
