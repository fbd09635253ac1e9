// What a document (PDF estimate or invoice, and later its e-mail) prints of the business: from
// Branding, as it prints it.
import type { Branding } from './branding'

export type BusinessBlock = {
  name: string
  /** '#rrggbb' */
  color: string
  email: string
  phone: string
  address_lines: string[]
  /** A data URL (PNG, JPEG or sanitised SVG), or null. */
  logo: string | null
}

/** Non-empty lines of a multi-line text, trimmed. */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')

export function businessBlock(branding: Branding): BusinessBlock {
  return {
    name: branding.business_name,
    color: branding.brand_color,
    email: branding.business_email,
    phone: branding.business_phone,
    address_lines: linesOf(branding.business_address),
    logo: branding.logo,
  }
}
