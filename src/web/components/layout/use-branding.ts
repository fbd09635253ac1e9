// The workspace's business name and brand colour (Settings > Business / Branding), applied to the
// whole app. Until they load, and if they cannot, the defaults show.
import { useQuery } from '@tanstack/react-query'
import { useLayoutEffect } from 'react'
import type { BrandingAnswer } from '../../../domain/settings/branding'
import { DEFAULT_BRANDING_ANSWER } from '../../../domain/settings/branding-defaults'
import { brandingQuery } from '../../data/branding'
import { applyBrandColor } from '../../lib/brand-colors'

export function useBranding(): BrandingAnswer {
  // brandingQuery checks the answer field by field: a bad one must not take the app shell down.
  const { data } = useQuery(brandingQuery())
  return data ?? DEFAULT_BRANDING_ANSWER
}

/**
 * Keeps the theme colours in step with the brand colour: before the browser paints, so no frame
 * shows the business name with the previous colour.
 */
export function useBrandColor(): void {
  const { brand_color } = useBranding()
  useLayoutEffect(() => applyBrandColor(brand_color), [brand_color])
}
