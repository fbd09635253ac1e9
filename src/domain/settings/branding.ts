// Business / Branding settings: the business name shown in the app and its brand colour. One record
// per workspace, stored for real; a reset brings back the defaults.
import { z } from 'zod'
import { shortText } from '../shared/fields'
import {
  BRAND_COLOR_PATTERN,
  BUSINESS_NAME_MAX,
  DEFAULT_BRANDING as DEFAULTS,
} from './branding-defaults'

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
  .regex(BRAND_COLOR_PATTERN, BRAND_COLOR_MESSAGE)
  .transform((v) => v.toLowerCase())

export const patchBrandingInput = z
  .object({
    business_name: shortText('Business name', BUSINESS_NAME_MAX).min(
      1,
      'Business name is required',
    ),
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

export const BRANDING_SAVED = { title: 'Branding saved', description: 'Your changes are live' }
