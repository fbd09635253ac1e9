// Every route of the route table against every role, as issue #20's role list says
// (access-expectations.ts); a route with no expected roles fails, so a new route must be given them.
import { describe, expect, it } from 'vitest'
import { ROLES, type Role } from '../../domain/access/roles'
import { AppError } from '../../domain/shared/app-error'
import { expectedRoles } from './access-expectations'
import { authorize, type Actor } from './authorize'
import { routeKeyOf } from '../shared/route-table'
import { apiRoutes } from '../routes'

const actor = (role: Role): Actor => ({
  userId: 'u',
  role,
  employeeId: null,
  label: 'U <u@example.com>',
})

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
