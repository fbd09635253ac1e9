// Business / Branding: read by the app shell (name and colour everywhere) and edited in Settings.
import { queryOptions } from '@tanstack/react-query'
import type { Branding } from '../../domain/settings/branding'
import { api } from './api-client'

export const brandingKey = ['settings', 'branding'] as const

export const brandingQuery = () =>
  queryOptions({
    queryKey: brandingKey,
    queryFn: async ({ signal }): Promise<Branding> => {
      // The checking schema (zod) loads with the answer: it stays off the first page's bundle.
      const [answer, { brandingOrDefault }] = await Promise.all([
        api.get<unknown>('/api/settings/branding', { signal }),
        import('../../domain/settings/branding'),
      ])
      return brandingOrDefault(answer)
    },
    staleTime: 5 * 60_000,
  })
