// The one access check that runs before every route's handler (issue #20): the route declares what
// it needs (`access`), the role table in the domain says who holds it.
import { scopeOf, type Permission, type Scope } from '../../domain/access/permissions'
import type { Role } from '../../domain/access/roles'
import { AppError } from '../../domain/shared/app-error'

/** Who may call a route: anyone, any signed-in user, or the holders of a permission. */
export type RouteAccess = 'public' | 'signed-in' | Permission

/** Who a request comes from: a signed-in user or nobody (server), or the browser-only demo. */
export type Caller = Actor | null | 'demo'

/**
 * What an authorized request may reach: handlers that serve `own` narrow by `actor`. `isAnonymous`:
 * a public route called without a session (server mode), whose answer tells strangers only what
 * they may see; the demo's caller is not anonymous (no accounts, every screen open).
 */
export type Grant = { scope: Scope; actor: Actor | null; isAnonymous: boolean }

/** The signed-in user a request acts for. */
export type Actor = {
  userId: string
  role: Role
  /** The employee record of a Crew or Foreman user: whose crews' jobs are "their own". */
  employeeId: string | null
  /** "Name <e-mail>", as the audit log names them. */
  label: string
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

/**
 * The grant of a request to a route: the demo has no accounts and every screen open (SPEC.md
 * section 6). An `own` scope reaches only routes whose handler narrows to the actor's own work
 * (`servesOwn`); any other route refuses it, so a route is never wider than its handler knows.
 */
export function grantFor(
  route: { access: RouteAccess; servesOwn?: boolean },
  caller: Caller,
): Grant {
  if (caller === 'demo') return { scope: 'all', actor: null, isAnonymous: false }
  const scope = authorize(route.access, caller)
  if (scope === 'own' && !route.servesOwn) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE)
  return { scope, actor: caller, isAnonymous: caller === null }
}
