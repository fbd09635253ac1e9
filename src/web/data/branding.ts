// Business / Branding: read by the app shell (name and colour everywhere) and edited in Settings.
import { queryOptions } from '@tanstack/react-query'
import type { BrandingAnswer } from '../../domain/settings/branding'
import { api } from './api-client'
import { brandingFromAnswer } from './branding-answer'
import { peekEarly, requestEarly, takeEarly } from './early-requests'

export const brandingKey = ['settings', 'branding'] as const

const EARLY_KEY = 'branding'

const fetchBranding = (signal?: AbortSignal) =>
  api.get<unknown>('/api/settings/branding', { signal })

/** Every page's shell shows the branding: asked for while the page's code loads (early-requests.ts). */
export function requestBrandingEarly(): void {
  requestEarly(EARLY_KEY, () => fetchBranding())
}

/** The early request's answer, not taken (the field app waits for it before its first render). */
export const brandingEarly = () => peekEarly(EARLY_KEY)

export const brandingQuery = () =>
  queryOptions({
    queryKey: brandingKey,
    queryFn: async ({ signal }): Promise<BrandingAnswer> =>
      brandingFromAnswer(await (takeEarly<unknown>(EARLY_KEY) ?? fetchBranding(signal))),
    staleTime: 5 * 60_000,
  })
