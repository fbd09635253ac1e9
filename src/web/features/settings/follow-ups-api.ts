// Settings > Notifications' automatic follow-ups (issue #30 section 4, server mode): the workspace's
// reminder, estimate follow-up and visit reminder settings, read by the Owner and the Office and
// saved whole by the Owner.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { FollowUpSettings } from '../../../domain/mail/follow-up-settings'
import { api } from '../../data/api-client'

const PATH = '/api/settings/follow-ups'
const followUpsKey = ['settings', 'follow-ups'] as const

export const followUpSettingsQuery = () =>
  queryOptions({
    queryKey: followUpsKey,
    queryFn: ({ signal }) => api.get<FollowUpSettings>(PATH, { signal }),
  })

/** Saves every setting at once (PUT); the saved object becomes the cached one. */
export function useSaveFollowUpSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: FollowUpSettings) => api.put<FollowUpSettings>(PATH, settings),
    meta: { handlesErrors: true },
    onSuccess: (saved) => queryClient.setQueryData(followUpsKey, saved),
  })
}
