// The branding an e-mail shows, from the workspace's Branding: name, colour, contact lines; the logo
// comes as an absolute URL from the sender, which knows PUBLIC_URL.
import type { MailBranding } from '../../domain/mail/mail-content'
import type { Branding } from '../../domain/settings/branding'

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null

export function mailBrandingOf(branding: Branding, logoUrl: string | null = null): MailBranding {
  return {
    business_name: branding.business_name,
    brand_color: branding.brand_color,
    email: textOf(branding.business_email),
    phone: textOf(branding.business_phone),
    address: textOf(branding.business_address),
    logo_url: logoUrl,
  }
}
