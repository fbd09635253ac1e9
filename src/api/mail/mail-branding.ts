// The branding an e-mail shows, from the workspace's Branding. The contact fields (e-mail, phone,
// address) are read when Branding has them (issue #30 section 2 adds them); the logo comes as an
// absolute URL from the sender, which knows PUBLIC_URL.
import type { MailBranding } from '../../domain/mail/mail-content'
import type { Branding } from '../../domain/settings/branding'

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null

export function mailBrandingOf(branding: Branding, logoUrl: string | null = null): MailBranding {
  const more = branding as Branding & Record<string, unknown>
  return {
    business_name: branding.business_name,
    brand_color: branding.brand_color,
    email: textOf(more.email),
    phone: textOf(more.phone),
    address: textOf(more.address),
    logo_url: logoUrl,
  }
}
