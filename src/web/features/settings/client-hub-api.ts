// Settings > Business / Branding, the public request form (issue #31, server mode): whether /request
// takes requests, read by the Owner and the Office and switched by the Owner.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ClientHubSettings } from '../../../domain/client-hub/client-hub-settings'
import { api } from '../../data/api-client'

const PATH = '/api/settings/client-hub'
const clientHubKey = ['settings', 'client-hub'] as const

export const clientHubSettingsQuery = () =>
  queryOptions({
    queryKey: clientHubKey,
    queryFn: ({ signal }) => api.get<ClientHubSettings>(PATH, { signal }),
  })

/** Saves the settings whole (PUT); the saved object becomes the cached one. */
export function useSaveClientHubSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: ClientHubSettings) => api.put<ClientHubSettings>(PATH, settings),
    meta: { handlesErrors: true },
    onSuccess: (saved) => queryClient.setQueryData(clientHubKey, saved),
  })
}
