// Settings data: branding, users and roles, record counts, export and demo reset.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { PatchBrandingInput } from '../../../domain/settings/branding'
import type { TeamUser, UserRole } from '../../../domain/settings/team-user'
import { api } from '../../data/api-client'
import { brandingKey } from '../../data/branding'
import { brandingFromAnswer } from '../../data/branding-answer'
import {
  resourceQueries,
  ROWS_PAGE_SIZE,
  useCreateRecord,
  useUpdateRecord,
} from '../../data/resource'

export const settingsQueries = {
  counts: () =>
    queryOptions({
      queryKey: ['counts'] as const,
      queryFn: ({ signal }) => api.get<Record<string, number>>('/api/counts', { signal }),
      staleTime: 0,
    }),

  users: () => resourceQueries('users').rows({ sort: 'name' }, ROWS_PAGE_SIZE),
}

export function useSaveBranding() {
  const queryClient = useQueryClient()
  return useMutation({
    // The answer goes straight into the app shell's cache: checked like the GET's.
    mutationFn: async (patch: PatchBrandingInput) =>
      brandingFromAnswer(await api.patch<unknown>('/api/settings/branding', patch)),
    meta: { handlesErrors: true },
    onSuccess: (branding) => queryClient.setQueryData(brandingKey, branding),
  })
}

export const useCreateUser = () => useCreateRecord('users', { handlesErrors: true })

export const useChangeUserRole = () =>
  useUpdateRecord('users', ({ user, role }: { user: TeamUser; role: UserRole }) => ({
    id: user.id,
    patch: { role, version: user.version },
  }))

export function useRemoveUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (user: TeamUser) => api.delete(`/api/users/${user.id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  })
}

/** Everything the workspace holds, in the shape of Export Demo JSON, as the file to save. */
export function fetchExport(): Promise<Blob> {
  return api.download('/api/export')
}

export function useResetDemo() {
  return useMutation({
    mutationFn: () => api.post<{ ok: true }>('/api/demo/reset'),
    meta: { handlesErrors: true },
  })
}
