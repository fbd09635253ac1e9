// The one access check that runs before every route's handler (issue #20): the route declares what
// it needs (`access`), the role table in the domain says who holds it.
import { scopeOf, type Scope } from '../domain/access/permissions'
import type { Role } from '../domain/access/roles'
import { AppError } from '../domain/shared/app-error'
import type { RouteAccess } from './route-types'

/** The signed-in user a request acts for. */
export type Actor = {
  userId: string
  role: Role
  /** The employee record of a Crew or Foreman user: whose crews' jobs are "their own". */
  employeeId: string | null
}

export const SIGN_IN_MESSAGE = 'Please sign in to continue'
export const FORBIDDEN_MESSAGE = "You don't have access to this"

/**
 * Whether `actor` may call a route that needs `access`, and how far its answer reaches: `all`, or
 * `own` (only the actor's own work; the handler narrows what it reads and refuses other records as
 * not found, so their ids leak nothing). Throws UNAUTHENTICATED without a signed-in user and
 * FORBIDDEN when the role lacks the permission, before anything is read or changed.
 */
export function authorize(access: RouteAccess, actor: Actor | null): Scope {
  if (access === 'public') return 'all'
  if (actor === null) throw new AppError('UNAUTHENTICATED', SIGN_IN_MESSAGE)
  if (access === 'signed-in') return 'all'
  const scope = scopeOf(actor.role, access)
  if (scope === null) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE)
  return scope
}
