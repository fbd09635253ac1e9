// Business / Branding: read by the app shell (name and colour everywhere) and edited in Settings.
import { queryOptions } from '@tanstack/react-query'
import type { Branding } from '../../domain/settings/branding'
import { api } from './api-client'

export const brandingKey = ['settings', 'branding'] as const

export const brandingQuery = () =>
  queryOptions({
    queryKey: brandingKey,
    queryFn: ({ signal }) => api.get<Branding>('/api/settings/branding', { signal }),
    staleTime: 5 * 60_000,
  })
