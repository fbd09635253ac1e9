// Business / Branding settings: the business name shown in the app and its brand colour. One record
// per workspace, stored for real; a reset brings back the defaults.
import { z } from 'zod'
import { shortText } from '../shared/fields'
import { DEFAULT_BRANDING as DEFAULTS } from './branding-defaults'

export const BRAND_COLOR_MESSAGE = 'Brand colour must be a hex colour like #2f6b3a'

export const brandingSchema = z.object({
  business_name: z.string(),
  /** '#rrggbb', lower case. */
  brand_color: z.string(),
})
export type Branding = z.infer<typeof brandingSchema>

export const DEFAULT_BRANDING: Branding = DEFAULTS

const brandColor = z
  .string({ message: BRAND_COLOR_MESSAGE })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, BRAND_COLOR_MESSAGE)
  .transform((v) => v.toLowerCase())

export const patchBrandingInput = z
  .object({
    business_name: shortText('Business name', 80).min(1, 'Business name is required'),
    brand_color: brandColor,
  })
  .partial()
  .strict()
export type PatchBrandingInput = z.input<typeof patchBrandingInput>

export function applyBrandingPatch(
  current: Branding,
  patch: z.output<typeof patchBrandingInput>,
): Branding {
  return {
    business_name: patch.business_name ?? current.business_name,
    brand_color: patch.brand_color ?? current.brand_color,
  }
}

/**
 * A stored value or an answer as a branding: a field that is not valid falls back to its default.
 * `isValid` says whether both fields were (so a caller can report a malformed answer).
 */
export function parseBranding(value: unknown): { branding: Branding; isValid: boolean } {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
  const shape = patchBrandingInput.shape
  // Both fields are required here (the patch schema's own are optional).
  const name = shape.business_name.unwrap().safeParse(raw.business_name)
  const color = shape.brand_color.unwrap().safeParse(raw.brand_color)
  return {
    branding: {
      business_name: (name.success && name.data) || DEFAULT_BRANDING.business_name,
      brand_color: (color.success && color.data) || DEFAULT_BRANDING.brand_color,
    },
    isValid: name.success && color.success,
  }
}

/** A stored value that is not a valid branding falls back to the defaults, field by field. */
export function brandingOrDefault(value: unknown): Branding {
  return parseBranding(value).branding
}

export const BRANDING_SAVED = { title: 'Branding saved', description: 'Your changes are live' }
