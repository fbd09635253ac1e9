// A branding as stored or answered (unknown input), read without zod: the app shell reads every
// page's branding answer with it before the page's rows, and zod (~25 KB gzipped plus its
// evaluation) is kept off that path (decision 030). read-branding.test.ts holds it to the domain's
// zod schema (patchBrandingInput) over many valid and invalid values, so the two cannot disagree.
import type { Branding, BrandingAnswer } from './branding'
import {
  BRAND_COLOR_PATTERN,
  BUSINESS_NAME_MAX,
  DEFAULT_BRANDING,
  isTimeZone,
  PAPER_SIZES,
  type PaperSize,
} from './branding-defaults'
import { isLongerThan } from '../shared/text-length'

/** A business name as the patch schema takes it (trimmed), or undefined when it would refuse it. */
export function readBusinessName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const name = value.trim()
  return name !== '' && !isLongerThan(name, BUSINESS_NAME_MAX) ? name : undefined
}

/** A brand colour as the patch schema takes it (trimmed, lower case), or undefined. */
export function readBrandColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const color = value.trim()
  return BRAND_COLOR_PATTERN.test(color) ? color.toLowerCase() : undefined
}

const textOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback)

/** The fields of a branding other than the logo; `hostZone` stands in for a zone not chosen. */
function readFields(raw: Record<string, unknown>, hostZone: string) {
  const name = readBusinessName(raw.business_name)
  const color = readBrandColor(raw.brand_color)
  const paper = PAPER_SIZES.includes(raw.paper_size as PaperSize)
    ? (raw.paper_size as PaperSize)
    : DEFAULT_BRANDING.paper_size
  return {
    fields: {
      business_name: name ?? DEFAULT_BRANDING.business_name,
      brand_color: color ?? DEFAULT_BRANDING.brand_color,
      business_email: textOr(raw.business_email, DEFAULT_BRANDING.business_email),
      business_phone: textOr(raw.business_phone, DEFAULT_BRANDING.business_phone),
      business_address: textOr(raw.business_address, DEFAULT_BRANDING.business_address),
      payment_instructions: textOr(raw.payment_instructions, DEFAULT_BRANDING.payment_instructions),
      paper_size: paper,
      time_zone: isTimeZone(raw.time_zone) ? raw.time_zone : hostZone,
    },
    isValid: name !== undefined && color !== undefined,
  }
}

const recordOf = (value: unknown) =>
  (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>

/**
 * An answer (GET /api/settings/branding) as a branding: a field that is not valid falls back to its
 * default. `isValid` says whether the name and colour were (so a caller can report a malformed
 * answer: the shell shows those two everywhere).
 */
export function parseBranding(value: unknown): { branding: BrandingAnswer; isValid: boolean } {
  const raw = recordOf(value)
  const { fields, isValid } = readFields(raw, DEFAULT_BRANDING.time_zone)
  return { branding: { ...fields, has_logo: raw.has_logo === true }, isValid }
}

/**
 * A stored value that is not a valid branding falls back to the defaults, field by field; a time
 * zone not chosen (or no longer known) is `hostZone`, the zone of the machine that answers.
 */
export function brandingOrDefault(
  value: unknown,
  hostZone: string = DEFAULT_BRANDING.time_zone,
): Branding {
  const raw = recordOf(value)
  const logo = typeof raw.logo === 'string' && raw.logo.startsWith('data:image/') ? raw.logo : null
  return { ...readFields(raw, hostZone).fields, logo }
}

/**
 * This machine's own time zone (the server's; the browser's in the demo and at setup): what a
 * business that has not chosen one lives in. Read from the runtime, not from a rule's inputs: the
 * routes call it and pass the zone on.
 */
export function hostTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return isTimeZone(zone) ? zone : 'UTC'
}
