// What the person using the app may do: the role table of domain/access (the one the API enforces)
// read for the signed-in user, so each role sees only the screens and buttons it may use. The
// browser-only demo has no sign-in (SPEC section 6): its actor is a full-access team member.
import { createContext, use, type ReactNode } from 'react'
import { can as roleCan, scopeOf, type Permission } from '../../domain/access/permissions'
import type { Role } from '../../domain/access/roles'

export type Actor = {
  name: string
  email: string
  role: Role
  /** The employee record the user is (a crew member's own clock and crews), when linked. */
  employee_id?: string | null
}

export type Access = {
  actor: Actor
  can: (permission: Permission) => boolean
  /** Holds `permission` for every record, not only for their own work (a Crew user's jobs). */
  canAll: (permission: Permission) => boolean
}

export function accessFor(actor: Actor): Access {
  return {
    actor,
    can: (permission) => roleCan(actor.role, permission),
    canAll: (permission) => scopeOf(actor.role, permission) === 'all',
  }
}

/** SPEC "Navigation chrome": the sidebar's generic team user card, and the demo's actor. */
export const TEAM_USER = { name: 'Team Member', email: 'team@example.com' } as const

export const DEMO_ACCESS: Access = accessFor({ ...TEAM_USER, role: 'Owner' })

// Without a provider (a component rendered on its own in a test) everything is allowed, as in the
// demo; the app always provides the signed-in user's access (app/session/session-gate.tsx).
const AccessContext = createContext<Access>(DEMO_ACCESS)

export function AccessProvider({ value, children }: { value: Access; children: ReactNode }) {
  return <AccessContext value={value}>{children}</AccessContext>
}

export function useAccess(): Access {
  return use(AccessContext)
}

export function useCan(permission: Permission): boolean {
  return useAccess().can(permission)
}

/** Renders its children only for a role holding `permission` (else `fallback`). */
export function Can({
  permission,
  children,
  fallback = null,
}: {
  permission: Permission
  children: ReactNode
  fallback?: ReactNode
}) {
  return useCan(permission) ? children : fallback
}

/**
 * What a screen or a link needs: a permission, and with `everywhere` that permission over every
 * record. A Crew user reads the clients of their own jobs (from those jobs, and in the phonebook:
 * their job list's clients, name, phone and address); the client screens are not theirs.
 */
export type Need = { permission: Permission; everywhere?: boolean }

export const meets = (access: Pick<Access, 'can' | 'canAll'>, need: Need): boolean =>
  need.everywhere ? access.canAll(need.permission) : access.can(need.permission)

/** A route's `handle`: what its screen needs (app/session/route-guard.tsx checks it). */
export type RouteAccess = Need

export const requires = (
  permission: Permission,
  options: { everywhere?: boolean } = {},
): RouteAccess => ({ permission, ...options })

export function needOfHandle(handle: unknown): Need | null {
  if (typeof handle !== 'object' || handle === null || !('permission' in handle)) return null
  return handle as RouteAccess
}

/** The app's phone layout: narrower than Tailwind's `md` (jsdom, with no media queries, is one). */
export const isPhoneScreen = (): boolean =>
  typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? false
    : !window.matchMedia('(min-width: 48rem)').matches

/** The roles out in the field, whose phone opens on Today (issue #32). */
const FIELD_ROLES: readonly Role[] = ['Crew', 'Foreman']

/**
 * Where a role starts: Today for Crew and Foreman on a phone; else the dashboard, or the jobs list
 * for a role without it (Crew).
 */
export const homePath = (
  access: Pick<Access, 'can'> & { actor: Pick<Actor, 'role'> },
  isPhone: boolean = isPhoneScreen(),
): string => {
  if (isPhone && FIELD_ROLES.includes(access.actor.role) && access.can('jobs:read')) return '/today'
  return access.can('dashboard:read') ? '/dashboard' : '/projects/jobs'
}
