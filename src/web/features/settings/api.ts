// Settings data: branding, users and roles (with their sign-in links), the signed-in user's own
// account, record counts, export and demo reset.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { PatchBrandingInput } from '../../../domain/settings/branding'
import type { TeamUser, UserRole } from '../../../domain/settings/team-user'
import { api } from '../../data/api-client'
import { brandingKey } from '../../data/branding'
import { brandingFromAnswer } from '../../data/branding-answer'
import { sessionQuery, type Session, type SessionUser } from '../../data/session'
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

/** The logo as a data URL (kept out of the branding every page reads: it may be 1 MB). */
export const brandingLogoQuery = () =>
  queryOptions({
    queryKey: [...brandingKey, 'logo'] as const,
    queryFn: ({ signal }) =>
      api.get<{ logo: string | null }>('/api/settings/branding/logo', { signal }),
  })

export function useSaveBranding() {
  const queryClient = useQueryClient()
  return useMutation({
    // The answer goes straight into the app shell's cache: checked like the GET's.
    mutationFn: async (patch: PatchBrandingInput) =>
      brandingFromAnswer(await api.patch<unknown>('/api/settings/branding', patch)),
    meta: { handlesErrors: true },
    onSuccess: (branding) => {
      queryClient.setQueryData(brandingKey, branding)
      void queryClient.invalidateQueries({ queryKey: [...brandingKey, 'logo'] })
    },
  })
}

export const useCreateUser = () => useCreateRecord('users', { handlesErrors: true })

// The row shows a refusal itself: a Crew user without an employee record is a field message.
export const useChangeUserRole = () =>
  useUpdateRecord(
    'users',
    ({ user, role }: { user: TeamUser; role: UserRole }) => ({
      id: user.id,
      patch: { role, version: user.version },
    }),
    { handlesErrors: true },
  )

export type UserEmployeeChange = {
  user: TeamUser
  employee_id: string | null
  /** A new role that needs the record (Crew), sent with it in one change. */
  role?: UserRole
}

export const useChangeUserEmployee = () =>
  useUpdateRecord(
    'users',
    ({ user, employee_id, role }: UserEmployeeChange) => ({
      id: user.id,
      patch: { employee_id, ...(role ? { role } : {}), version: user.version },
    }),
    { handlesErrors: true },
  )

export const useSetUserActive = () =>
  useUpdateRecord('users', ({ user, active }: { user: TeamUser; active: boolean }) => ({
    id: user.id,
    patch: { active, version: user.version },
  }))

/** A one-time link that sets a user's password (server mode): valid once, within 72 hours. */
export type SignInLink = { path: string; expires_at: number }

/** What became of an invite's e-mail: queued for the mail server, or not sent and why. */
export type InviteMail = {
  id: string
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'not_sent'
  reason: string | null
}
export type Invite = SignInLink & { mail: InviteMail }

/** Sends a user an invite: a new sign-in link, e-mailed to them (server mode, issue #30). */
export function useSendInvite() {
  return useMutation({
    mutationFn: (user: Pick<TeamUser, 'id'>) =>
      api.post<Invite>(`/api/users/${encodeURIComponent(user.id)}/invite`),
  })
}

/** The signed-in user's own name: the session (the sidebar's user card) shows the saved one. */
export function useRenameMe() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { name: string }) =>
      api.patch<{ user: SessionUser }>('/api/auth/me', input),
    meta: { handlesErrors: true },
    onSuccess: ({ user }) => {
      const session: Session = { user }
      queryClient.setQueryData(sessionQuery().queryKey, session)
      return queryClient.invalidateQueries({ queryKey: ['users'] })
    },
  })
}

export type ChangePasswordInput = { current_password: string; new_password: string }

/** Changes the signed-in user's password; their other sessions end, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api.post<{ success: true }>('/api/auth/change-password', input),
    meta: { handlesErrors: true },
  })
}

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
