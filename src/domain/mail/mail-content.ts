// What an e-mail says, before any layout: the subject on one line, the message's paragraphs with
// the placeholders filled, the button for `{link}`, the figures and the business's contact lines.
// The HTML renderer (server/mail/render) lays this out; the plain-text part is written from it here,
// so both parts always say the same.
import type { MailKind } from './mail-kinds'
import { LINK_LABELS, PLACEHOLDERS_OF, type MailTemplateText } from './mail-template'
import { fillPlaceholders, oneLine, type MailValues } from './placeholders'
import type { SummaryRow } from './sample-values'

/** The branding an e-mail shows; the contact fields and logo only when the business has them. */
export type MailBranding = {
  business_name: string
  brand_color: string
  email?: string | null
  phone?: string | null
  address?: string | null
  /** An absolute URL the mail reader can load (PUBLIC_URL + the logo's path), never a data URL. */
  logo_url?: string | null
}

export type MailContentInput = {
  kind: MailKind
  template: MailTemplateText
  values: MailValues
  branding: MailBranding
  /** Label / value rows under the message (Subtotal, Tax, Rounding, Total; Amount due ...). */
  summary?: readonly SummaryRow[]
}

export type MailContent = {
  subject: string
  /** The inbox's preview line: the message's first words after the greeting. */
  preheader: string
  paragraphs: string[]
  link: { label: string; url: string } | null
  summary: SummaryRow[]
  businessName: string
  brandColor: string
  /** White or near-black, whichever reads better on the brand colour (the button's text). */
  onBrandColor: string
  logoUrl: string | null
  contactLines: string[]
}

const HEX = /^#[0-9a-f]{6}$/i
const FALLBACK_COLOR = '#2f6b3a'

/** The relative luminance of '#rrggbb' (WCAG 2). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/** The text colour with the higher contrast on `background`: white, or near-black (#111111). */
export function textColorOn(background: string): string {
  const l = luminance(background)
  const withWhite = 1.05 / (l + 0.05)
  const withDark = (l + 0.05) / (luminance('#111111') + 0.05)
  return withWhite >= withDark ? '#ffffff' : '#111111'
}

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== ''

/** Only http(s) links become a button: a template never makes a javascript: or data: link. */
const isWebLink = (url: string) => /^https?:\/\/[^\s]+$/i.test(url)

export function mailContent(input: MailContentInput): MailContent {
  const offered = PLACEHOLDERS_OF[input.kind]
  const values: MailValues = { business_name: input.branding.business_name, ...input.values }
  const subject = oneLine(fillPlaceholders(input.template.subject, values, offered))
  const paragraphs = fillPlaceholders(input.template.message, values, offered)
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
  const url = values.link?.trim() ?? ''
  const color = HEX.test(input.branding.brand_color)
    ? input.branding.brand_color.toLowerCase()
    : FALLBACK_COLOR
  const { email, phone, address, logo_url: logo } = input.branding
  return {
    subject,
    preheader: oneLine(paragraphs.slice(1, 2).join(' ') || paragraphs[0] || subject).slice(0, 140),
    paragraphs,
    link: isWebLink(url) ? { label: LINK_LABELS[input.kind], url } : null,
    summary: (input.summary ?? []).filter((row) => present(row.label)),
    businessName: oneLine(input.branding.business_name),
    brandColor: color,
    onBrandColor: textColorOn(color),
    logoUrl: present(logo) && isWebLink(logo.trim()) ? logo.trim() : null,
    contactLines: [address, phone, email].filter(present).map((line) => line.trim()),
  }
}

/** The plain-text part: the same words as the HTML, the link written out. */
export function mailText(content: MailContent): string {
  const blocks = [...content.paragraphs]
  if (content.summary.length > 0) {
    const width = Math.max(...content.summary.map((row) => row.label.length))
    blocks.push(
      content.summary.map((row) => `${`${row.label}:`.padEnd(width + 2)}${row.value}`).join('\n'),
    )
  }
  if (content.link) blocks.push(`${content.link.label}: ${content.link.url}`)
  blocks.push(['--', content.businessName, ...content.contactLines].join('\n'))
  return `${blocks.join('\n\n')}\n`
}
