// What the Users & Roles list says about a user's account (server mode): deactivated, never signed
// in (their sign-in link not used yet), or active.
import type { TeamUser } from '../../../domain/settings/team-user'

export type UserStatus = 'Active' | 'Not signed in yet' | 'Deactivated'

export function userStatus(user: Pick<TeamUser, 'active' | 'last_sign_in_at'>): UserStatus {
  if (!user.active) return 'Deactivated'
  return user.last_sign_in_at === null ? 'Not signed in yet' : 'Active'
}
