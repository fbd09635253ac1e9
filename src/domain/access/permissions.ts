// What each role may do: one table of role x permission, the only place the rules of issue #20's
// roles are written. The API checks a route's declared permission against it before the handler
// runs; the web app reads the same table to show each role only what it may use.
import type { CollectionName } from '../resources'
import { ROLES, type Role } from './roles'

export const PERMISSIONS = [
  'dashboard:read',
  'reports:read',
  'crm:read',
  'crm:write',
  'sales:read',
  'sales:write',
  'jobs:read',
  'jobs:write',
  'work-orders:write',
  'job-actions:write',
  'time:read',
  'time:write',
  'time:manage',
  'crews:read',
  'crews:write',
  'team:read',
  'team:write',
  'pay:read',
  'billing:read',
  'billing:write',
  'media:read',
  'media:write',
  'notes:read',
  'notes:write',
  'tools:read',
  'tools:write',
  'messages:read',
  'messages:write',
  'support:use',
  'support:read',
  'support:manage',
  'settings:write',
  'mail:read',
  'mail:write',
  'hub:read',
  'hub:write',
  'integrations:read',
  'client-hub:read',
  'client-hub:write',
  'users:manage',
  'data:export',
  'data:reset',
] as const
export type Permission = (typeof PERMISSIONS)[number]

/**
 * How far a granted permission reaches: every record, or only the records of the user's own work
 * (a Crew user's own crews' jobs, and what hangs off those jobs; the support tickets a user
 * submitted).
 */
export type Scope = 'all' | 'own'

type Grants = Partial<Record<Permission, Scope>>

const all = (permissions: readonly Permission[]): Grants =>
  Object.fromEntries(permissions.map((p) => [p, 'all' as const]))

const except = (left: readonly Permission[]) => PERMISSIONS.filter((p) => !left.includes(p))

/** The matrix. A permission a role does not list is refused. */
export const GRANTS: Readonly<Record<Role, Grants>> = {
  Owner: all(PERMISSIONS),
  Office: all(
    except([
      'users:manage',
      'settings:write',
      'mail:write',
      'integrations:read',
      'client-hub:write',
      'data:export',
      'data:reset',
    ]),
  ),
  Estimator: {
    ...all([
      'dashboard:read',
      'crm:read',
      'crm:write',
      'sales:read',
      'sales:write',
      'jobs:read',
      'crews:read',
      'media:read',
      'notes:read',
      'notes:write',
      'tools:read',
      'support:use',
    ]),
    'support:read': 'own',
  },
  Foreman: {
    ...all([
      'dashboard:read',
      'crm:read',
      'jobs:read',
      'jobs:write',
      'work-orders:write',
      'job-actions:write',
      'time:read',
      'time:write',
      'crews:read',
      'crews:write',
      'team:read',
      'media:read',
      'media:write',
      'notes:read',
      'notes:write',
      'tools:read',
      'messages:read',
      'messages:write',
      'support:use',
    ]),
    'support:read': 'own',
  },
  Crew: {
    'jobs:read': 'own',
    'crews:read': 'own',
    'work-orders:write': 'own',
    'job-actions:write': 'own',
    'time:read': 'own',
    'time:write': 'own',
    'crm:read': 'own',
    'media:read': 'own',
    'media:write': 'own',
    'support:use': 'all',
    'support:read': 'own',
  },
}

/** What `role` may do under `permission`: everywhere, only on its own work, or not at all. */
export function scopeOf(role: Role, permission: Permission): Scope | null {
  return GRANTS[role][permission] ?? null
}

export const can = (role: Role, permission: Permission): boolean =>
  scopeOf(role, permission) !== null

/** The roles that hold `permission` (in any scope): for documentation and the UI. */
export const rolesWith = (permission: Permission): Role[] =>
  ROLES.filter((role) => can(role, permission))

/**
 * The permissions that read and that change each collection through its generic routes; `create`,
 * where it differs from `write`, is what adding a record takes (everyone submits support tickets,
 * only the Owner and the Office change or delete them).
 */
export const COLLECTION_PERMISSIONS: Readonly<
  Record<CollectionName, { read: Permission; write: Permission; create?: Permission }>
> = {
  persons: { read: 'crm:read', write: 'crm:write' },
  companies: { read: 'crm:read', write: 'crm:write' },
  'person-notes': { read: 'crm:read', write: 'crm:write' },
  'person-calls': { read: 'crm:read', write: 'crm:write' },
  leads: { read: 'sales:read', write: 'sales:write' },
  'lead-activities': { read: 'sales:read', write: 'sales:write' },
  'lead-notes': { read: 'sales:read', write: 'sales:write' },
  'lead-documents': { read: 'sales:read', write: 'sales:write' },
  estimates: { read: 'sales:read', write: 'sales:write' },
  jobs: { read: 'jobs:read', write: 'jobs:write' },
  'job-series': { read: 'jobs:read', write: 'jobs:write' },
  'work-orders': { read: 'jobs:read', write: 'work-orders:write' },
  crews: { read: 'crews:read', write: 'crews:write' },
  employees: { read: 'team:read', write: 'team:write' },
  contractors: { read: 'team:read', write: 'team:write' },
  shifts: { read: 'team:read', write: 'team:write' },
  invoices: { read: 'billing:read', write: 'billing:write' },
  payments: { read: 'billing:read', write: 'billing:write' },
  media: { read: 'media:read', write: 'media:write' },
  notes: { read: 'notes:read', write: 'notes:write' },
  templates: { read: 'tools:read', write: 'tools:write' },
  forms: { read: 'tools:read', write: 'tools:write' },
  submissions: { read: 'tools:read', write: 'tools:write' },
  messages: { read: 'messages:read', write: 'messages:write' },
  'team-chats': { read: 'messages:read', write: 'messages:write' },
  'team-chat-messages': { read: 'messages:read', write: 'messages:write' },
  'sms-threads': { read: 'messages:read', write: 'messages:write' },
  'sms-messages': { read: 'messages:read', write: 'messages:write' },
  tickets: { read: 'support:read', create: 'support:use', write: 'support:manage' },
  users: { read: 'users:manage', write: 'users:manage' },
}
