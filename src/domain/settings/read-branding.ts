// A branding as stored or answered (unknown input), read without zod: the app shell reads every
// page's branding answer with it before the page's rows, and zod (~25 KB gzipped plus its
// evaluation) is kept off that path (decision 030). read-branding.test.ts holds it to the domain's
// zod schema (patchBrandingInput) over many valid and invalid values, so the two cannot disagree.
import type { Branding } from './branding'
import { BRAND_COLOR_PATTERN, BUSINESS_NAME_MAX, DEFAULT_BRANDING } from './branding-defaults'

/** A business name as the patch schema takes it (trimmed), or undefined when it would refuse it. */
export function readBusinessName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const name = value.trim()
  // A code point is one or two UTF-16 units: only a name longer in units needs counting.
  const isTooLong = name.length > BUSINESS_NAME_MAX && [...name].length > BUSINESS_NAME_MAX
  return name !== '' && !isTooLong ? name : undefined
}

/** A brand colour as the patch schema takes it (trimmed, lower case), or undefined. */
export function readBrandColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const color = value.trim()
  return BRAND_COLOR_PATTERN.test(color) ? color.toLowerCase() : undefined
}

/**
 * A stored value or an answer as a branding: a field that is not valid falls back to its default.
 * `isValid` says whether both fields were (so a caller can report a malformed answer).
 */
export function parseBranding(value: unknown): { branding: Branding; isValid: boolean } {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
  const name = readBusinessName(raw.business_name)
  const color = readBrandColor(raw.brand_color)
  return {
    branding: {
      business_name: name ?? DEFAULT_BRANDING.business_name,
      brand_color: color ?? DEFAULT_BRANDING.brand_color,
    },
    isValid: name !== undefined && color !== undefined,
  }
}

/** A stored value that is not a valid branding falls back to the defaults, field by field. */
export function brandingOrDefault(value: unknown): Branding {
  return parseBranding(value).branding
}
