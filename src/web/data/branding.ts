// Business / Branding: read by the app shell (name and colour everywhere) and edited in Settings.
import { queryOptions } from '@tanstack/react-query'
import type { Branding } from '../../domain/settings/branding'
import { api } from './api-client'
import { requestEarly, takeEarly } from './early-requests'

export const brandingKey = ['settings', 'branding'] as const

const EARLY_KEY = 'branding'

const fetchBranding = (signal?: AbortSignal) =>
  api.get<unknown>('/api/settings/branding', { signal })

/**
 * Every page's shell shows the branding: asked for while the page's code loads (early-requests.ts).
 * Only the answer: its checking schema (zod) would compete with the first page's code for the network.
 */
export function requestBrandingEarly(): void {
  requestEarly(EARLY_KEY, () => fetchBranding())
}

export const brandingQuery = () =>
  queryOptions({
    queryKey: brandingKey,
    queryFn: async ({ signal }): Promise<Branding> => {
      // The checking schema (zod) loads with the answer: it stays off the first page's bundle.
      const [answer, { brandingFromAnswer }] = await Promise.all([
        takeEarly<unknown>(EARLY_KEY) ?? fetchBranding(signal),
        import('./branding-answer'),
      ])
      return brandingFromAnswer(answer)
    },
    staleTime: 5 * 60_000,
  })
