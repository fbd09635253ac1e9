// The workspace's business name and brand colour (Settings > Business / Branding), applied to the
// whole app. Until they load, and if they cannot, the defaults show.
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import {
  brandingOrDefault,
  DEFAULT_BRANDING,
  type Branding,
} from '../../../domain/settings/branding'
import { brandingQuery } from '../../data/branding'
import { applyBrandColor } from '../../lib/brand-colors'

export function useBranding(): Branding {
  // Checked field by field: a bad answer must not take the whole app shell down.
  const { data } = useQuery({ ...brandingQuery(), select: brandingOrDefault })
  return data ?? DEFAULT_BRANDING
}

/** Keeps the theme colours in step with the brand colour. */
export function useBrandColor(): void {
  const { brand_color } = useBranding()
  useEffect(() => applyBrandColor(brand_color), [brand_color])
}
