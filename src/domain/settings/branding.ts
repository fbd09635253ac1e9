// Business / Branding settings: the business name and brand colour shown in the app, and what its
// documents (PDF estimates and invoices) print: contact details, logo, payment instructions, paper
// size and the business's time zone. One record per workspace, stored for real; a reset brings back
// the defaults.
import { z } from 'zod'
import { longText, shortText } from '../shared/fields'
import {
  BRAND_COLOR_PATTERN,
  BUSINESS_NAME_MAX,
  DEFAULT_BRANDING as DEFAULTS,
  isTimeZone,
  PAPER_SIZES,
  TIME_ZONE_MESSAGE,
} from './branding-defaults'
import { readLogo } from './logo'

export const BRAND_COLOR_MESSAGE = 'Brand colour must be a hex colour like #2f6b3a'
export const PAPER_SIZE_MESSAGE = 'Paper size must be A4 or Letter'

/** As stored (and read by the documents): the logo is a data URL, or null. */
export const brandingSchema = z.object({
  business_name: z.string(),
  /** '#rrggbb', lower case. */
  brand_color: z.string(),
  business_email: z.string(),
  business_phone: z.string(),
  /** Street address, one line per line of the printed block. */
  business_address: z.string(),
  payment_instructions: z.string(),
  paper_size: z.enum(PAPER_SIZES),
  /** An IANA name ('' only in stored defaults: the host's zone is answered). */
  time_zone: z.string(),
  logo: z.string().nullable(),
})
export type Branding = z.infer<typeof brandingSchema>

/**
 * As answered (GET and PATCH /api/settings/branding): every page reads it, so the logo (up to 1 MB)
 * is left out and fetched on its own (GET /api/settings/branding/logo) where it is shown.
 */
export const brandingAnswerSchema = brandingSchema
  .omit({ logo: true })
  .extend({ has_logo: z.boolean() })
export type BrandingAnswer = z.infer<typeof brandingAnswerSchema>

export const brandingLogoSchema = z.object({ logo: z.string().nullable() })

/**
 * What a caller without a session gets (GET /api/settings/branding is public): the name and colour
 * the sign-in, setup and password pages show, and none of the business's contact or payment details.
 */
export const publicBrandingAnswerSchema = brandingSchema.pick({
  business_name: true,
  brand_color: true,
})
export type PublicBrandingAnswer = z.infer<typeof publicBrandingAnswerSchema>

export function publicBrandingAnswer(branding: Branding): PublicBrandingAnswer {
  return { business_name: branding.business_name, brand_color: branding.brand_color }
}

export const DEFAULT_BRANDING: Branding = DEFAULTS

/** The branding with its time zone resolved: one not chosen ('') is `hostZone`. */
export function withTimeZone(branding: Branding, hostZone: string): Branding {
  return branding.time_zone === '' ? { ...branding, time_zone: hostZone } : branding
}

/** As answered: the time zone resolved (see withTimeZone), the logo only as has_logo. */
export function brandingAnswer(branding: Branding, hostZone: string): BrandingAnswer {
  const { logo, ...rest } = withTimeZone(branding, hostZone)
  return { ...rest, has_logo: logo !== null }
}

const brandColor = z
  .string({ message: BRAND_COLOR_MESSAGE })
  .trim()
  .regex(BRAND_COLOR_PATTERN, BRAND_COLOR_MESSAGE)
  .transform((v) => v.toLowerCase())

const businessEmail = z
  .string({ message: 'Email must be text' })
  .trim()
  .max(254, 'Email is too long (max 254)')
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Email must be a valid email address')

const multiLine = (label: string, max: number) =>
  longText(label)
    .max(max, `${label} is too long (max ${max})`)
    // Windows line ends are stored as one kind.
    .transform((v) => v.replace(/\r\n?/g, '\n'))

export const patchBrandingInput = z
  .object({
    business_name: shortText('Business name', BUSINESS_NAME_MAX).min(
      1,
      'Business name is required',
    ),
    brand_color: brandColor,
    business_email: businessEmail,
    business_phone: shortText('Phone', 40),
    business_address: multiLine('Address', 300),
    payment_instructions: multiLine('Payment instructions', 2000),
    paper_size: z.enum(PAPER_SIZES, { message: PAPER_SIZE_MESSAGE }),
    time_zone: z
      .string({ message: TIME_ZONE_MESSAGE })
      .trim()
      .refine(isTimeZone, TIME_ZONE_MESSAGE),
    /** A data URL of a PNG, JPEG or SVG (SVG sanitised), at most 1 MB; null removes the logo. */
    logo: z
      .string({ message: 'Logo must be a PNG, JPEG or SVG image' })
      .nullable()
      .transform((value, ctx) => {
        if (value === null) return null
        const read = readLogo(value)
        if (read.ok) return read.dataUrl
        ctx.addIssue({ code: 'custom', message: read.message })
        return z.NEVER
      }),
  })
  .partial()
  .strict()
export type PatchBrandingInput = z.input<typeof patchBrandingInput>

export function applyBrandingPatch(
  current: Branding,
  patch: z.output<typeof patchBrandingInput>,
): Branding {
  const next = { ...current }
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) (next as Record<string, unknown>)[key] = value
  }
  return next
}

export const BRANDING_SAVED = { title: 'Branding saved', description: 'Your changes are live' }
