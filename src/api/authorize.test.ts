// Every route of the route table against every role, as issue #20's role list says. The expected
// roles are written out here route by route (not derived from the role table), and a route with
// no line here fails, so a new route must be given its roles.
import { describe, expect, it } from 'vitest'
import { ROLES, type Role } from '../domain/access/roles'
import type { CollectionName } from '../domain/resources'
import { AppError } from '../domain/shared/app-error'
import { authorize, type Actor } from './authorize'
import { routeKeyOf } from './route-table'
import { apiRoutes } from './routes'

const EVERYONE: Role[] = [...ROLES]
const STAFF: Role[] = ['Owner', 'Office', 'Estimator', 'Foreman']
const OFFICE: Role[] = ['Owner', 'Office']
const SALES: Role[] = ['Owner', 'Office', 'Estimator']
const FIELD: Role[] = ['Owner', 'Office', 'Foreman']
const FIELD_AND_CREW: Role[] = ['Owner', 'Office', 'Foreman', 'Crew']
const OWNER: Role[] = ['Owner']

/** Who may read (list, get) and who may change (create, edit, delete) each collection. */
const collections: Record<CollectionName, { read: Role[]; write: Role[] }> = {
  persons: { read: EVERYONE, write: SALES },
  companies: { read: EVERYONE, write: SALES },
  'person-notes': { read: EVERYONE, write: SALES },
  'person-calls': { read: EVERYONE, write: SALES },
  leads: { read: SALES, write: SALES },
  'lead-activities': { read: SALES, write: SALES },
  'lead-notes': { read: SALES, write: SALES },
  'lead-documents': { read: SALES, write: SALES },
  estimates: { read: SALES, write: SALES },
  jobs: { read: EVERYONE, write: FIELD },
  'work-orders': { read: EVERYONE, write: FIELD_AND_CREW },
  crews: { read: STAFF, write: FIELD },
  employees: { read: FIELD, write: OFFICE },
  contractors: { read: FIELD, write: OFFICE },
  shifts: { read: FIELD, write: OFFICE },
  invoices: { read: OFFICE, write: OFFICE },
  payments: { read: OFFICE, write: OFFICE },
  media: { read: EVERYONE, write: FIELD_AND_CREW },
  notes: { read: EVERYONE, write: EVERYONE },
  templates: { read: STAFF, write: OFFICE },
  forms: { read: STAFF, write: OFFICE },
  submissions: { read: STAFF, write: OFFICE },
  messages: { read: FIELD, write: FIELD },
  'team-chats': { read: FIELD, write: FIELD },
  'team-chat-messages': { read: FIELD, write: FIELD },
  'sms-threads': { read: FIELD, write: FIELD },
  'sms-messages': { read: FIELD, write: FIELD },
  tickets: { read: EVERYONE, write: EVERYONE },
  users: { read: OWNER, write: OWNER },
}

const areaRoutes: Record<string, Role[] | 'public'> = {
  'GET /api/health': 'public',
  'GET /api/plan': EVERYONE,
  'GET /api/activity': STAFF,
  'GET /api/export': OWNER,
  'POST /api/demo/reset': OWNER,
  'POST /api/invoices/:id/mark-paid': OFFICE,
  'POST /api/estimates/:id/convert': SALES,
  'POST /api/estimates/:id/send': SALES,
  'POST /api/estimates/:id/accept': SALES,
  'POST /api/estimates/:id/decline': SALES,
  'POST /api/jobs/:id/assign-crew': FIELD,
  'POST /api/jobs/:id/reassign-crew': FIELD,
  'POST /api/jobs/:id/unassign-crew': FIELD,
  'GET /api/calendar': EVERYONE,
  'GET /api/employees/:id/summary': FIELD,
  'GET /api/dashboard': STAFF,
  'GET /api/counts': STAFF,
  'GET /api/reports/overview': OFFICE,
  'GET /api/reports/revenue-30': OFFICE,
  'GET /api/settings/branding': EVERYONE,
  'PATCH /api/settings/branding': OWNER,
  'GET /api/companies/:id/stats': EVERYONE,
  'POST /api/leads/:id/convert': SALES,
  'GET /api/leads/:id/documents': SALES,
}

function expectedRoles(method: string, path: string): Role[] | 'public' | undefined {
  const key = `${method} ${path}`
  if (key in areaRoutes) return areaRoutes[key]
  const match = /^\/api\/([a-z-]+)(\/:id)?(\/delete-impact)?$/.exec(path)
  const rules = match ? collections[match[1] as CollectionName] : undefined
  if (!rules) return undefined
  return method === 'GET' && !match?.[3] ? rules.read : rules.write
}

const actor = (role: Role): Actor => ({ userId: 'u', role, employeeId: null })

function outcome(run: () => unknown): string {
  try {
    run()
    return 'allowed'
  } catch (error) {
    return error instanceof AppError ? `${error.status} ${error.code}` : 'crashed'
  }
}

describe('authorize: every route x role', () => {
  it.each(apiRoutes.map((r) => [routeKeyOf(r), r] as const))('%s', (_key, route) => {
    const expected = expectedRoles(route.method, route.path)
    if (expected === undefined) throw new Error('this route has no expected roles: add it above')
    const got = Object.fromEntries(
      ROLES.map((role) => [role, outcome(() => authorize(route.access, actor(role)))]),
    )
    const want = Object.fromEntries(
      ROLES.map((role) => [
        role,
        expected === 'public' || expected.includes(role) ? 'allowed' : '403 FORBIDDEN',
      ]),
    )
    expect(got).toEqual(want)
    expect(outcome(() => authorize(route.access, null))).toBe(
      expected === 'public' ? 'allowed' : '401 UNAUTHENTICATED',
    )
  })

  it('reaches only their own work for a Crew user', () => {
    const scopes = apiRoutes
      .filter((r) => r.access !== 'public' && r.access !== 'signed-in')
      .filter((r) => outcome(() => authorize(r.access, actor('Crew'))) === 'allowed')
      .filter((r) => !r.path.startsWith('/api/tickets'))
      .map((r) => authorize(r.access, actor('Crew')))
    expect(scopes.length).toBeGreaterThan(0)
    expect(new Set(scopes)).toEqual(new Set(['own']))
  })
})
